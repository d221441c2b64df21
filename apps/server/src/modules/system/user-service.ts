import { randomInt } from 'node:crypto';
import { ACCOUNT_STATUS, type AccountStatus, USER_TYPE } from '@console/domain/enums';
import type {
  OneTimePassword,
  UserCreateBody,
  UserListQuery,
  UserRow,
  UserUpdateBody,
} from '@console/domain/schemas/admin';
import type { SessionUser } from '@console/domain/schemas/auth';
import type { UserMenu } from '@console/domain/schemas/system';
import { and, asc, count, eq, exists, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import { announceChange, changeFeedOf, DerivedCache } from '../../db/changes.js';
import type { Db, Tx } from '../../db/client.js';
import { dataScope, SCOPED } from '../../db/data-scope.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { enterprise, sysDept, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { ipAllowed } from '../../http/ip.js';
import type { Principal } from '../../http/principal.js';
import { hashPassword, isStrongPassword, verifyPassword } from '../../lib/password.js';
import { loadGrants } from '../auth/grants.js';
import type { AuthService } from '../auth/service.js';
import { createAccount } from './accounts.js';
import { buildMenuRoutes } from './menu-tree.js';

const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A one-time password of 12 characters, letters and digits (no look-alikes), strong by isStrongPassword. */
export function oneTimePassword(): string {
  const pick = (set: string) => set[randomInt(set.length)] as string;
  const chars = [pick(LETTERS), pick(DIGITS), ...Array.from({ length: 10 }, () => pick(LETTERS + DIGITS))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** Users: the session user, the menu, profile and password, and the account changes that end sessions. */
export class UserService {
  /** menus per set of roles, until roles' grants or the menu tree change */
  private readonly menus: DerivedCache<UserMenu>;

  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
  ) {
    this.menus = new DerivedCache(changeFeedOf(db), ['grants']);
  }

  /** The signed-in user as the console shows them: everything was read with the token (no round trip). */
  sessionUser(p: Principal, ip: string): SessionUser {
    const a = p.account;
    return {
      userId: p.userId,
      username: p.username,
      name: p.name,
      roleName: p.roleNames.join(','),
      roleCodes: p.roleCodes,
      userType: p.userType,
      ipStatus: ipAllowed(ip, a.ipAllowList) ? 1 : 0,
      isValidator: a.isValidator,
      socketId: a.socketId,
      wxHead: a.wxHead,
      enterpriseId: p.enterpriseId,
      enterpriseName: a.enterpriseName,
      parkName: a.parkName,
      phone: a.phone,
      email: a.email,
      mustChangePassword: p.mustChangePassword,
      mfaEnabled: p.mfaEnabled,
      mfaEnrolmentRequired: p.mfaEnrolmentRequired,
    };
  }

  /** The caller's permissions and menu routes: the same for everyone holding the same roles. */
  menu(p: Principal): Promise<UserMenu> {
    return this.menus.get(p.roleCodes.join(','), () => this.loadMenu(p));
  }

  private async loadMenu(p: Principal): Promise<UserMenu> {
    const grants = await loadGrants(this.db, p.userId);
    const all = await this.db
      .select()
      .from(sysMenu)
      .where(eq(sysMenu.status, ACCOUNT_STATUS.valid))
      .orderBy(asc(sysMenu.sort));
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
    await announceChange(this.db, { kind: 'user', userId: p.userId });
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
        .set({ passwordHash, passwordChangedAt: new Date(), mustChangePassword: false, updatedAt: new Date() })
        .where(eq(sysUser.id, p.userId));
      await this.auth.revokeUserSessions(p.userId, 'password_changed', p.sessionId, tx);
    });
  }

  /** Users outside the actor's data scope (another enterprise's, another department's) look like they do not exist. */
  private async assertManageable(actor: Principal, userId: number) {
    const [target] = await this.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(eq(sysUser.id, userId), dataScope(actor, SCOPED.user)));
    if (!target) throw notFound();
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

  /**
   * The last valid user holding a valid super role stays so: refused (409) when a change would leave no one
   * able to administer the platform. Runs in the change's transaction, after the rows are locked.
   */
  private async assertNotLastSuper(tx: Tx, userId: number, change: { freeze?: boolean; roleIds?: number[] }) {
    const superRole = and(eq(sysRole.isSuper, true), eq(sysRole.status, ACCOUNT_STATUS.valid));
    const holdsSuper = (uid: SQL | number) =>
      exists(
        tx
          .select({ one: sysUserRole.userId })
          .from(sysUserRole)
          .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
          .where(and(eq(sysUserRole.userId, uid as number), superRole)),
      );
    const [target] = await tx
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(eq(sysUser.id, userId), eq(sysUser.status, ACCOUNT_STATUS.valid), holdsSuper(userId)));
    if (!target) return;
    if (change.roleIds) {
      const keeps =
        change.roleIds.length > 0 &&
        (
          await tx
            .select({ id: sysRole.id })
            .from(sysRole)
            .where(and(inArray(sysRole.id, change.roleIds), superRole))
        ).length > 0;
      if (keeps && !change.freeze) return;
    }
    // Locked so two administrators cannot each remove the other at the same moment.
    const others = await tx
      .select({ id: sysUser.id })
      .from(sysUser)
      .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(and(ne(sysUser.id, userId), eq(sysUser.status, ACCOUNT_STATUS.valid), superRole))
      .limit(1)
      .for('update', { of: sysUser });
    if (others.length === 0) throw conflict('lastSuperAdmin');
  }

  /** Freezes (0) or restores (1) an account; freezing ends its sessions at once. */
  async setStatus(actor: Principal, userId: number, status: AccountStatus) {
    await this.assertManageable(actor, userId);
    await this.db.transaction(async (tx) => {
      if (status === ACCOUNT_STATUS.frozen) await this.assertNotLastSuper(tx, userId, { freeze: true });
      await tx.update(sysUser).set({ status, updatedAt: new Date() }).where(eq(sysUser.id, userId));
      await announceChange(tx, { kind: 'user', userId });
      if (status === ACCOUNT_STATUS.frozen) await this.auth.revokeUserSessions(userId, 'frozen', undefined, tx);
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
      await this.assertNotLastSuper(tx, userId, { roleIds: ids });
      await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
      if (ids.length > 0) await tx.insert(sysUserRole).values(ids.map((roleId) => ({ userId, roleId })));
      await announceChange(tx, { kind: 'user', userId });
    });
  }

  /** Users as the administration list shows them: staff see all, an enterprise user only their enterprise's. */
  async list(actor: Principal, q: UserListQuery) {
    const where = and(
      dataScope(actor, SCOPED.user, q.enterpriseId),
      q.userType ? eq(sysUser.userType, q.userType) : undefined,
      q.status ? eq(sysUser.status, q.status) : undefined,
      q.roleId
        ? exists(
            this.db
              .select({ one: sysUserRole.userId })
              .from(sysUserRole)
              .where(and(eq(sysUserRole.userId, sysUser.id), eq(sysUserRole.roleId, q.roleId))),
          )
        : undefined,
      keywordIn(q.keyword, sysUser.username, sysUser.name, sysUser.phone, sysUser.email),
      timeRange(q, sysUser.createdAt),
    );
    const order = orderBy(
      q,
      { createdAt: sysUser.createdAt, username: sysUser.username, name: sysUser.name, status: sysUser.status },
      { column: sysUser.createdAt, direction: 'desc' },
      sysUser.id,
    );
    const page = await paginate(
      this.db
        .select({ user: sysUser, enterpriseName: enterprise.name, deptName: sysDept.name })
        .from(sysUser)
        .leftJoin(enterprise, eq(enterprise.id, sysUser.enterpriseId))
        .leftJoin(sysDept, eq(sysDept.id, sysUser.deptId))
        .where(where)
        .$dynamic(),
      this.db.select({ n: count() }).from(sysUser).where(where),
      q,
      order,
    );
    const ids = page.rows.map((r) => r.user.id);
    const roles =
      ids.length === 0
        ? []
        : await this.db
            .select({ userId: sysUserRole.userId, id: sysRole.id, name: sysRole.name, code: sysRole.code })
            .from(sysUserRole)
            .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
            .where(inArray(sysUserRole.userId, ids))
            .orderBy(asc(sysRole.sort), asc(sysRole.id));
    const rows: UserRow[] = page.rows.map(({ user: u, enterpriseName, deptName }) => ({
      id: u.id,
      username: u.username,
      name: u.name,
      userType: u.userType as UserRow['userType'],
      status: u.status as UserRow['status'],
      enterpriseId: u.enterpriseId,
      enterpriseName: enterpriseName ?? null,
      deptId: u.deptId,
      deptName: deptName ?? null,
      phone: u.phone,
      email: u.email,
      socketId: u.socketId,
      ipAllowList: u.ipAllowList,
      mustChangePassword: u.mustChangePassword,
      roles: roles.filter((r) => r.userId === u.id).map(({ id, name, code }) => ({ id, name, code })),
      createdAt: u.createdAt.toISOString(),
    }));
    return { rows, total: page.total };
  }

  /** The row of one user (for the operation log's before/after), or null. */
  async summary(userId: number) {
    const u = await this.db.query.sysUser.findFirst({
      where: eq(sysUser.id, userId),
      columns: { passwordHash: false },
    });
    if (!u) return null;
    const roles = await this.db
      .select({ code: sysRole.code })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, userId));
    return {
      username: u.username,
      name: u.name,
      status: u.status,
      phone: u.phone,
      email: u.email,
      socketId: u.socketId,
      deptId: u.deptId,
      ipAllowList: u.ipAllowList.join(','),
      roles: roles.map((r) => r.code).join(','),
    };
  }

  /**
   * Creates an account (01 staff, or 02 of an enterprise) with a one-time password the user must change at the
   * first sign-in. An enterprise user creates only users of their own enterprise, with roles they may grant.
   */
  async create(actor: Principal, body: UserCreateBody): Promise<OneTimePassword> {
    const enterpriseUser = body.userType === USER_TYPE.enterprise;
    if (actor.userType === USER_TYPE.enterprise && !enterpriseUser) throw forbidden();
    const enterpriseId = !enterpriseUser
      ? null
      : actor.userType === USER_TYPE.enterprise
        ? actor.enterpriseId
        : (body.enterpriseId ?? null);
    if (body.deptId) await this.assertDeptOf(body.deptId, enterpriseId);
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const { id } = await createAccount(tx, {
        username: body.username,
        name: body.name,
        passwordHash,
        userType: body.userType,
        enterpriseId,
        phone: body.phone ?? null,
        email: body.email ?? null,
        chatId: body.socketId ? { chosen: body.socketId } : null,
        ipAllowList: body.ipAllowList ?? [],
        mustChangePassword: true,
        roleIds: body.roleIds,
        assertGrantable: (t, ids) => this.assertGrantable(t, actor, ids),
      });
      if (body.deptId) await tx.update(sysUser).set({ deptId: body.deptId }).where(eq(sysUser.id, id));
      return { id, password };
    });
  }

  /** Edits a user's name, contact, IP allow-list (counts on the next request) and chat id (02 only). */
  async update(actor: Principal, userId: number, body: UserUpdateBody): Promise<void> {
    await this.assertManageable(actor, userId);
    const target = await this.db.query.sysUser.findFirst({ where: eq(sysUser.id, userId) });
    if (!target) throw notFound();
    if (body.socketId && target.userType !== USER_TYPE.enterprise) throw badRequest('socketIdEnterpriseOnly');
    const set: Partial<typeof sysUser.$inferInsert> = { name: body.name, updatedAt: new Date() };
    if (body.phone !== undefined) set.phone = body.phone;
    if (body.email !== undefined) set.email = body.email;
    if (body.ipAllowList !== undefined) set.ipAllowList = body.ipAllowList;
    if (body.socketId !== undefined) set.socketId = body.socketId;
    if (body.deptId !== undefined) {
      if (body.deptId !== null) await this.assertDeptOf(body.deptId, target.enterpriseId);
      set.deptId = body.deptId;
    }
    try {
      await this.db.update(sysUser).set(set).where(eq(sysUser.id, userId));
      await announceChange(this.db, { kind: 'user', userId });
    } catch (err) {
      if (uniqueViolation(err, 'sys_user_socket_uq')) throw conflict('socketIdTaken');
      throw err;
    }
  }

  /** A user's department is one of their own enterprise's (staff have none). */
  private async assertDeptOf(deptId: number, enterpriseId: number | null) {
    const dept = await this.db.query.sysDept.findFirst({ where: eq(sysDept.id, deptId) });
    if (!dept || enterpriseId === null || dept.enterpriseId !== enterpriseId) throw badRequest('deptNotInEnterprise');
  }

  /** A new one-time password, to be changed at the next sign-in; the user's sessions end. */
  async resetPassword(actor: Principal, userId: number): Promise<OneTimePassword> {
    await this.assertManageable(actor, userId);
    if (userId === actor.userId) throw forbidden();
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysUser)
        .set({ passwordHash, mustChangePassword: true, passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(sysUser.id, userId));
      await this.auth.revokeUserSessions(userId, 'password_reset', undefined, tx);
    });
    return { id: userId, password };
  }
}
