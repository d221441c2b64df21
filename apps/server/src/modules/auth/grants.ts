import { DATA_SCOPE } from '@console/domain/enums';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { announceChange } from '../../db/changes.js';
import type { Db, Tx } from '../../db/client.js';
import { appMeta, sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema/index.js';
import type { DataScopeGrant } from '../../http/principal.js';

export interface Grants {
  roleCodes: string[];
  roleNames: string[];
  isSuper: boolean;
  /** a role held requires two-factor sign-in */
  requireMfa: boolean;
  /** menu ids the user may see (every menu for a super role) */
  menuIds: Set<number> | 'all';
  permissions: string[];
  /** the union of the roles' data scopes; a super role sees all, no role only its own rows */
  dataScope: DataScopeGrant;
}

/** A user's enabled roles, in their order. */
function enabledRoles(db: Db, userId: number) {
  return db
    .select({
      id: sysRole.id,
      code: sysRole.code,
      name: sysRole.name,
      isSuper: sysRole.isSuper,
      requireMfa: sysRole.requireMfa,
      dataScope: sysRole.dataScope,
    })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.status, '1')))
    .orderBy(asc(sysRole.sort), asc(sysRole.id));
}

/** The union of the roles' data scopes: a super role sees all, no role only its own rows. */
function dataScopeOf(roles: { isSuper: boolean; dataScope: string }[]): DataScopeGrant {
  return {
    all: roles.some((r) => r.isSuper || r.dataScope === DATA_SCOPE.all),
    assigned: roles.some((r) => r.dataScope === DATA_SCOPE.assigned),
    own: roles.length === 0 || roles.some((r) => r.dataScope === DATA_SCOPE.own),
  };
}

/**
 * Only the data scope of a user's enabled roles, for the checks made on someone else's behalf (whom a freelancer
 * may write to, what an agent's phone may dial): their menus and permissions are not read.
 */
export async function loadDataScope(db: Db, userId: number): Promise<DataScopeGrant> {
  return dataScopeOf(await enabledRoles(db, userId));
}

/** What a user's valid roles grant, read fresh so a change of roles counts on the very next request. */
export async function loadGrants(db: Db, userId: number): Promise<Grants> {
  const roles = await enabledRoles(db, userId);
  const isSuper = roles.some((r) => r.isSuper);
  const roleIds = roles.map((r) => r.id);

  let permissions: string[];
  let menuIds: Set<number> | 'all';
  if (isSuper) {
    const rows = await db
      .selectDistinct({ perms: sysMenu.perms })
      .from(sysMenu)
      .where(and(isNotNull(sysMenu.perms), eq(sysMenu.status, '1')));
    permissions = rows.map((r) => r.perms as string);
    menuIds = 'all';
  } else if (roleIds.length === 0) {
    permissions = [];
    menuIds = new Set();
  } else {
    const rows = await db
      .selectDistinct({ id: sysMenu.id, perms: sysMenu.perms })
      .from(sysRoleMenu)
      .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
      .where(and(inArray(sysRoleMenu.roleId, roleIds), eq(sysMenu.status, '1')));
    menuIds = new Set(rows.map((r) => r.id));
    permissions = [...new Set(rows.flatMap((r) => (r.perms ? [r.perms] : [])))];
  }
  permissions.sort();
  return {
    roleCodes: roles.map((r) => r.code),
    roleNames: roles.map((r) => r.name),
    isSuper,
    requireMfa: roles.some((r) => r.requireMfa),
    menuIds,
    permissions,
    dataScope: dataScopeOf(roles),
  };
}

/** app_meta key bumped whenever a role's menus, a role's status or the menu tree change. */
export const GRANTS_VERSION_KEY = 'grants_version';

/** Call in the same transaction as any change to roles' grants or to menus: cached grants then expire. */
export async function bumpGrantsVersion(db: Db | Tx): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: GRANTS_VERSION_KEY, value: '1' })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`(${appMeta.value}::bigint + 1)::text`, updatedAt: new Date() },
    });
  await announceChange(db, { kind: 'grants' });
}

/**
 * Grants per user, reused while the user's role ids and the global grants version are unchanged. Both are
 * read with the token on every request, so a change still counts on the very next request, on every instance.
 */
export class GrantsCache {
  private readonly entries = new Map<number, { key: string; grants: Grants }>();
  constructor(private readonly maxEntries = 10_000) {}

  async get(db: Db, userId: number, roleIds: string, version: string): Promise<Grants> {
    const key = `${roleIds}|${version}`;
    const hit = this.entries.get(userId);
    if (hit?.key === key) return hit.grants;
    const grants = await loadGrants(db, userId);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(userId, { key, grants });
    return grants;
  }
}
