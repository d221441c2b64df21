import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema/index.js';

export interface Grants {
  roleCodes: string[];
  roleNames: string[];
  isSuper: boolean;
  /** menu ids the user may see (every menu for a super role) */
  menuIds: Set<number> | 'all';
  permissions: string[];
}

/** What a user's valid roles grant, read fresh so a change of roles counts on the very next request. */
export async function loadGrants(db: Db, userId: number): Promise<Grants> {
  const roles = await db
    .select({ id: sysRole.id, code: sysRole.code, name: sysRole.name, isSuper: sysRole.isSuper })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.status, '1')))
    .orderBy(asc(sysRole.sort), asc(sysRole.id));
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
    menuIds,
    permissions,
  };
}
