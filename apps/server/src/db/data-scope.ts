import { USER_TYPE } from '@console/domain/enums';
import { and, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CachedRead } from '../http/cached-answer.js';
import type { Principal } from '../http/principal.js';
import {
  contract,
  enterprise,
  enterpriseManager,
  feedback,
  invoice,
  invoiceRecord,
  ledgerEntry,
  sysDept,
  sysUser,
  task,
  taskOrder,
} from './schema/index.js';

/**
 * Data scopes (issue 21): the one place the server turns a principal's roles into the condition on a query's rows.
 * Every list, detail, export, dashboard figure and chat partner list goes through `dataScope` (or `enterpriseScope`
 * for rows without an owner), so a row outside it is simply not found: 404, like a foreign enterprise's.
 *
 * Staff (01): all enterprises; the enterprises they manage (enterprise_manager); rows they created.
 * Enterprise users (02): always their own enterprise, and within it the whole of it; rows created by users of their
 * department and those below it; rows they created. Rows no one created (the enterprise, its agreements, its
 * balance) are the whole enterprise's. Several roles: the union.
 */

/** What of a user decides their scope: a principal, or a user read elsewhere (a phone dialling by business id). */
export type ScopeHolder = Pick<Principal, 'userId' | 'userType' | 'enterpriseId' | 'dataScope'>;

/** Where a query's rows say whose they are. */
export interface ScopeColumns {
  /** the row's enterprise */
  enterprise: PgColumn | SQL;
  /** the user who created the row (an id of sys_user), when rows have one: "only mine" and "my department" follow it */
  owner?: PgColumn | SQL;
}

/**
 * Whose each scoped table's rows are. An order is its task's creator's, an issued invoice its application's; an
 * agreement has no owner (staff issue it to the whole enterprise); an enterprise is no one's.
 */
export const SCOPED = {
  enterprise: { enterprise: enterprise.id },
  task: { enterprise: task.enterpriseId, owner: task.createdBy },
  order: {
    enterprise: taskOrder.enterpriseId,
    owner: sql`(select ${task.createdBy} from ${task} where ${task.id} = ${taskOrder.taskId})`,
  },
  ledger: { enterprise: ledgerEntry.enterpriseId, owner: ledgerEntry.createdBy },
  invoice: { enterprise: invoice.enterpriseId, owner: invoice.createdBy },
  invoiceRecord: {
    enterprise: invoiceRecord.enterpriseId,
    owner: sql`(select ${invoice.createdBy} from ${invoice} where ${invoice.id} = ${invoiceRecord.invoiceId})`,
  },
  feedback: { enterprise: feedback.enterpriseId, owner: feedback.userId },
  /** a user is their own: "only mine" lists oneself, "my department" its users */
  user: { enterprise: sysUser.enterpriseId, owner: sysUser.id },
  contract: { enterprise: contract.enterpriseId },
} satisfies Record<string, ScopeColumns>;

/** The ids of the enterprises a staff user manages, as a subquery. */
function managedBy(userId: number): SQL {
  return sql`(select ${enterpriseManager.enterpriseId} from ${enterpriseManager} where ${enterpriseManager.userId} = ${userId})`;
}

/** The ids of the users of a user's department and every department below it, as a subquery. */
function departmentUsersOf(userId: number): SQL {
  return sql`(select ${sysUser.id} from ${sysUser} where ${sysUser.deptId} in (
    with recursive below(id) as (
      select ${sysUser.deptId} from ${sysUser} where ${sysUser.id} = ${userId} and ${sysUser.deptId} is not null
      union
      select d.id from ${sysDept} d join below on d.parent_id = below.id
    ) select id from below))`;
}

const nothing = sql`false`;

/**
 * The condition on a query's rows for this principal; undefined when it sees every row. `requested` is a staff
 * filter by enterprise (ignored for enterprise users, who only ever see their own).
 */
export function dataScope(p: ScopeHolder, columns: ScopeColumns, requested?: number): SQL | undefined {
  const { enterprise, owner } = columns;
  const scope = p.dataScope;
  if (p.userType === USER_TYPE.enterprise) {
    const mine = sql`${enterprise} = ${p.enterpriseId ?? -1}`;
    // Rows no one created (the enterprise itself, its agreements) are the whole enterprise's.
    if (scope.all || !owner) return mine;
    const within: SQL[] = [];
    if (scope.assigned || scope.own) within.push(sql`${owner} = ${p.userId}`);
    if (scope.assigned) within.push(sql`${owner} in ${departmentUsersOf(p.userId)}`);
    return and(mine, orNothing(within));
  }
  const filter = requested === undefined ? undefined : sql`${enterprise} = ${requested}`;
  if (scope.all) return filter;
  const within: SQL[] = [];
  if (scope.assigned) within.push(sql`${enterprise} in ${managedBy(p.userId)}`);
  if (owner && scope.own) within.push(sql`${owner} = ${p.userId}`);
  return and(filter, orNothing(within));
}

function orNothing(parts: SQL[]): SQL {
  if (parts.length === 0) return nothing;
  if (parts.length === 1) return parts[0] as SQL;
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * What of a principal decides which rows its lists show (dataScope's input): part of the key of every list answer
 * kept in the read cache, so no user is served a page read for another scope.
 */
export function scopeKey(p: Principal): string {
  const s = p.dataScope;
  const base = p.userType === USER_TYPE.enterprise ? `enterprise:${p.enterpriseId ?? -1}` : 'all';
  if (s.all) return base;
  return `${base}:user:${p.userId}:${s.assigned ? 'a' : ''}${s.own ? 'o' : ''}`;
}

/** The tables a narrowed scope reads besides the list's own: a change to them changes the rows it shows. */
export function scopeTables(p: Principal): string[] {
  if (p.dataScope.all) return [];
  return p.userType === USER_TYPE.enterprise
    ? [getTableName(sysUser), getTableName(sysDept)]
    : [getTableName(enterpriseManager)];
}

/** A list's read-cache entry for this viewer: keyed by their scope, kept until a table it (or the scope) reads changes. */
export function scopedRead(p: Principal, list: string, tables: readonly string[], query: unknown): CachedRead {
  return { tables: [...tables, ...scopeTables(p)], key: `${list}:${scopeKey(p)}:${JSON.stringify(query)}` };
}
