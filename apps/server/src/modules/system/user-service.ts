import { USER_TYPE } from '@console/domain/enums';
import type { SessionUser } from '@console/domain/schemas/auth';
import type { UserMenu } from '@console/domain/schemas/system';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { enterprise, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole, taxPark } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { ipAllowed } from '../../http/ip.js';
import type { Principal } from '../../http/principal.js';
import { hashPassword, isStrongPassword, verifyPassword } from '../../lib/password.js';
import { loadGrants } from '../auth/grants.js';
import type { AuthService } from '../auth/service.js';
import { buildMenuRoutes } from './menu-tree.js';

/** Users: the session user, the menu, profile and password, and the account changes that end sessions. */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
  ) {}

  async sessionUser(p: Principal, ip: string): Promise<SessionUser> {
    const row = await this.db
      .select({ user: sysUser, enterpriseName: enterprise.name, parkName: taxPark.parkName })
      .from(sysUser)
      .leftJoin(enterprise, eq(enterprise.id, sysUser.enterpriseId))
      .leftJoin(taxPark, eq(taxPark.id, enterprise.taxParkId))
      .where(eq(sysUser.id, p.userId))
      .then((r) => r[0]);
    if (!row) throw notFound();
    const u = row.user;
    return {
      userId: u.id,
      username: u.username,
      name: u.name,
      roleName: p.roleNames.join(','),
      roleCodes: p.roleCodes,
      userType: p.userType,
      ipStatus: ipAllowed(ip, u.ipAllowList) ? 1 : 0,
      isValidator: u.isValidator,
      socketId: u.socketId,
      wxHead: u.wxHead,
      enterpriseId: p.enterpriseId,
      enterpriseName: row.enterpriseName,
      parkName: row.parkName,
      phone: u.phone,
      email: u.email,
    };
  }

  async menu(p: Principal): Promise<UserMenu> {
    const grants = await loadGrants(this.db, p.userId);
    const all = await this.db.select().from(sysMenu).where(eq(sysMenu.status, '1')).orderBy(asc(sysMenu.sort));
    const granted = grants.menuIds === 'all' ? all : all.filter((m) => (grants.menuIds as Set<number>).has(m.id));
    return { permissions: grants.permissions, routes: buildMenuRoutes(granted) };
  }

  async updateProfile(p: Principal, changes: { name?: string; wxHead?: string; phone?: string; email?: string }) {
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length === 0) return;
    await this.db
      .update(sysUser)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(sysUser.id, p.userId));
  }

  /** Changes the caller's password; every other session of theirs is signed out. */
  async changePassword(p: Principal, oldPassword: string, newPassword: string) {
    const user = await this.db.query.sysUser.findFirst({ where: eq(sysUser.id, p.userId) });
    if (!user) throw notFound();
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('passwordWrong');
    if (!isStrongPassword(newPassword)) throw badRequest('passwordWeak');
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysUser)
        .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(sysUser.id, p.userId));
      await this.auth.revokeUserSessions(p.userId, 'password_changed', p.sessionId, tx);
    });
  }

  /** Enterprise users may manage only users of their own enterprise; others look like they do not exist. */
  private async assertManageable(actor: Principal, userId: number) {
    const target = await this.db.query.sysUser.findFirst({
      where: eq(sysUser.id, userId),
      columns: { id: true, enterpriseId: true },
    });
    if (!target || (actor.userType === USER_TYPE.enterprise && target.enterpriseId !== actor.enterpriseId))
      throw notFound();
    // Only a super user may freeze a super user or change their roles.
    if (!actor.isSuper && (await loadGrants(this.db, userId)).isSuper) throw forbidden();
  }

  /** A user who is not super may hand out only roles that grant nothing beyond their own permissions. */
  private async assertGrantable(tx: Tx, actor: Principal, roleIds: number[]) {
    if (actor.isSuper || roleIds.length === 0) return;
    const roles = await tx.select({ isSuper: sysRole.isSuper }).from(sysRole).where(inArray(sysRole.id, roleIds));
    const granted = await tx
      .selectDistinct({ perms: sysMenu.perms })
      .from(sysRoleMenu)
      .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
      .where(and(inArray(sysRoleMenu.roleId, roleIds), isNotNull(sysMenu.perms)));
    if (roles.some((r) => r.isSuper) || granted.some((g) => !actor.permissions.has(g.perms as string))) {
      throw forbidden();
    }
  }

  /** Freezes (0) or restores (1) an account; freezing ends its sessions at once. */
  async setStatus(actor: Principal, userId: number, status: '0' | '1') {
    await this.assertManageable(actor, userId);
    await this.db.transaction(async (tx) => {
      await tx.update(sysUser).set({ status, updatedAt: new Date() }).where(eq(sysUser.id, userId));
      if (status === '0') await this.auth.revokeUserSessions(userId, 'frozen', undefined, tx);
    });
  }

  /** Replaces a user's roles; permissions are read per request, so this counts on the next one. */
  async setRoles(actor: Principal, userId: number, roleIds: number[]) {
    await this.assertManageable(actor, userId);
    const ids = [...new Set(roleIds)];
    await this.db.transaction(async (tx) => {
      if (ids.length > 0) {
        const found = await tx.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, ids));
        if (found.length !== ids.length) throw notFound();
        await this.assertGrantable(tx, actor, ids);
      }
      await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
      if (ids.length > 0) await tx.insert(sysUserRole).values(ids.map((roleId) => ({ userId, roleId })));
    });
  }
}
