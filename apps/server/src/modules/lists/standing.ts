import { ACCOUNT_STATUS, LIST_TYPE, type ListType } from '@console/domain/enums';
import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { enterprise, platformList } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';

/** An entry counts from its start until its end (none: until removed), and not once removed. */
export function entryCountsNow(): SQL {
  return and(
    isNull(platformList.removedAt),
    sql`${platformList.startAt} <= now()`,
    or(isNull(platformList.endAt), sql`${platformList.endAt} > now()`),
  ) as SQL;
}

/** The subject (a freelancer or enterprise id, or a column holding one) is on the list of that type now. */
export function listedNow(type: ListType, subject: number | AnyColumn): SQL {
  return sql`exists (select 1 from ${platformList} where ${platformList.listType} = ${type} and ${
    platformList.subjectId
  } = ${subject} and ${entryCountsNow()})`;
}

/** What a task says about who may take it. */
export interface TaskStanding {
  enterpriseId: number;
  whitelistOnly: boolean;
}

/**
 * Where the black and white lists and an enterprise's freezing are enforced, in one place (issue 13). The task
 * and order workflows call it inside their own transactions (so a decision and the change it allows see the
 * same rows); each refusal is a 409 with its own message. Staff reading and settling are never refused here.
 */
export class StandingService {
  constructor(private readonly db: Db) {}

  private async listed(tx: Db | Tx, type: ListType, subjectId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: platformList.id })
      .from(platformList)
      .where(and(eq(platformList.listType, type), eq(platformList.subjectId, subjectId), entryCountsNow()))
      .limit(1);
    return row !== undefined;
  }

  /** A frozen enterprise's open work is refused (its users are signed out already; freelancers and staff are not). */
  async assertEnterpriseOpen(tx: Db | Tx, enterpriseId: number): Promise<void> {
    const [e] = await tx.select({ status: enterprise.status }).from(enterprise).where(eq(enterprise.id, enterpriseId));
    if (e?.status === ACCOUNT_STATUS.frozen) throw conflict('standingEnterpriseFrozen');
  }

  /** Creating, submitting, approving or reopening a task, and inviting: open and not on the enterprise blacklist. */
  async assertEnterpriseMayPublish(tx: Db | Tx, enterpriseId: number): Promise<void> {
    await this.assertEnterpriseOpen(tx, enterpriseId);
    if (await this.listed(tx, LIST_TYPE.enterpriseBlacklist, enterpriseId)) {
      throw conflict('standingEnterpriseBlacklisted');
    }
  }

  /**
   * A freelancer applying for, being invited to or accepting a task: its enterprise open, the freelancer not
   * blacklisted, and whitelisted when the task is for the whitelist only.
   */
  async assertFreelancerMayTake(tx: Db | Tx, freelancerId: number, t: TaskStanding): Promise<void> {
    await this.assertEnterpriseOpen(tx, t.enterpriseId);
    if (await this.listed(tx, LIST_TYPE.freelancerBlacklist, freelancerId)) {
      throw conflict('standingFreelancerBlacklisted');
    }
    if (t.whitelistOnly && !(await this.listed(tx, LIST_TYPE.freelancerWhitelist, freelancerId))) {
      throw conflict('standingWhitelistOnly');
    }
  }

  /**
   * The WHERE that keeps a freelancer's task list to what they may take: no task of a frozen enterprise, and a
   * whitelist-only task only for whitelisted freelancers (the caller joins the enterprise).
   */
  tasksVisibleTo(freelancerId: number, task: { whitelistOnly: AnyColumn }): SQL {
    return and(
      eq(enterprise.status, ACCOUNT_STATUS.valid),
      or(eq(task.whitelistOnly, false), listedNow(LIST_TYPE.freelancerWhitelist, freelancerId)),
    ) as SQL;
  }

  /** Whether the subject is on the list of that type now (outside a workflow). */
  isListed(type: ListType, subjectId: number): Promise<boolean> {
    return this.listed(this.db, type, subjectId);
  }
}
