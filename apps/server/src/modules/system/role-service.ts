import { ACCOUNT_STATUS, DATA_SCOPE, USER_TYPE } from '@console/domain/enums';
import type { MenuNode, RoleBody, RoleDetail, RoleListQuery, RoleOption, RoleRow } from '@console/domain/schemas/admin';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import { bumpGrantsVersion } from '../auth/grants.js';

type RoleTable = typeof sysRole.$inferSelect;

function present(r: RoleTable, userCount: number): RoleRow {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    sort: r.sort,
    status: r.status as RoleRow['status'],
    isSuper: r.isSuper,
    requireMfa: r.requireMfa,
    dataScope: r.dataScope as RoleRow['dataScope'],
    userCount,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Roles: name, code, sort, status and the menus and permission codes they grant (one tree). Roles are the
 * platform's own: staff only. A role in use is never deleted; the built-in super role keeps everything.
 */
export class RoleService {
  constructor(private readonly db: Db) {}

  private staffOnly(actor: Principal) {
    if (actor.userType !== USER_TYPE.system) throw forbidden();
  }

  private readonly userCount =
    sql<number>`(select count(*)::int from ${sysUserRole} where ${sysUserRole.roleId} = ${sysRole.id})`;

  async list(actor: Principal, q: RoleListQuery) {
    this.staffOnly(actor);
    const where = and(
      q.status ? eq(sysRole.status, q.status) : undefined,
      keywordIn(q.keyword, sysRole.name, sysRole.code),
      timeRange(q, sysRole.createdAt),
    );
    const page = await paginate(
      this.db.select({ role: sysRole, users: this.userCount }).from(sysRole).where(where).$dynamic(),
      this.db.select({ n: count() }).from(sysRole).where(where),
      q,
      orderBy(
        q,
        { sort: sysRole.sort, createdAt: sysRole.createdAt, code: sysRole.code, name: sysRole.name },
        { column: sysRole.sort, direction: 'asc' },
        sysRole.id,
      ),
    );
    return { rows: page.rows.map((r) => present(r.role, Number(r.users))), total: page.total };
  }

  /** Every role, for the user form's choice (staff); an enterprise user only the roles they already may hand out. */
  async options(actor: Principal): Promise<RoleOption[]> {
    const rows = await this.db
      .select({
        id: sysRole.id,
        name: sysRole.name,
        code: sysRole.code,
        status: sysRole.status,
        isSuper: sysRole.isSuper,
      })
      .from(sysRole)
      .orderBy(asc(sysRole.sort), asc(sysRole.id));
    if (actor.userType === USER_TYPE.system) return rows.map(({ isSuper: _s, ...r }) => r);
    const grants = await this.db
      .select({ roleId: sysRoleMenu.roleId, perms: sysMenu.perms })
      .from(sysRoleMenu)
      .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId));
    return rows
      .filter(
        (r) =>
          !r.isSuper &&
          grants.filter((g) => g.roleId === r.id && g.perms).every((g) => actor.permissions.has(g.perms as string)),
      )
      .map(({ isSuper: _s, ...r }) => r);
  }

  async detail(actor: Principal, id: number): Promise<RoleDetail> {
    this.staffOnly(actor);
    const [row] = await this.db
      .select({ role: sysRole, users: this.userCount })
      .from(sysRole)
      .where(eq(sysRole.id, id));
    if (!row) throw notFound();
    const menus = row.role.isSuper
      ? await this.db.select({ id: sysMenu.id }).from(sysMenu)
      : await this.db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, id));
    return { ...present(row.role, Number(row.users)), menuIds: menus.map((m) => m.id).sort((a, b) => a - b) };
  }

  /** The whole menu tree with its buttons, for the grant check boxes. */
  async menuTree(actor: Principal): Promise<MenuNode[]> {
    this.staffOnly(actor);
    const rows = await this.db
      .select()
      .from(sysMenu)
      .where(eq(sysMenu.status, '1'))
      .orderBy(asc(sysMenu.sort), asc(sysMenu.id));
    const nodes = new Map<number, MenuNode>();
    for (const m of rows) {
      nodes.set(m.id, {
        id: m.id,
        parentId: m.parentId,
        menuType: m.menuType as MenuNode['menuType'],
        title: m.title,
        titleEn: m.titleEn,
        perms: m.perms,
      });
    }
    const roots: MenuNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
      if (!parent) roots.push(node);
      else if (parent.children) parent.children.push(node);
      else parent.children = [node];
    }
    return roots;
  }

  /** Menus the actor may grant: all for a super user, else only those whose codes they hold themselves. */
  private async checkMenus(tx: Tx, actor: Principal, menuIds: number[]) {
    if (menuIds.length === 0) return;
    const found = await tx
      .select({ id: sysMenu.id, perms: sysMenu.perms })
      .from(sysMenu)
      .where(inArray(sysMenu.id, menuIds));
    if (found.length !== menuIds.length) throw notFound();
    if (!actor.isSuper && found.some((m) => m.perms && !actor.permissions.has(m.perms))) throw forbidden();
  }

  private async setMenus(tx: Tx, roleId: number, menuIds: number[]) {
    await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    if (menuIds.length > 0) await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
  }

  async create(actor: Principal, body: RoleBody): Promise<{ id: number }> {
    this.staffOnly(actor);
    const menuIds = [...new Set(body.menuIds)];
    try {
      return await this.db.transaction(async (tx) => {
        await this.checkMenus(tx, actor, menuIds);
        const [row] = await tx
          .insert(sysRole)
          .values({
            name: body.name,
            code: body.code,
            sort: body.sort,
            status: body.status,
            requireMfa: body.requireMfa,
            dataScope: body.dataScope,
          })
          .returning({ id: sysRole.id });
        const id = (row as { id: number }).id;
        await this.setMenus(tx, id, menuIds);
        return { id };
      });
    } catch (err) {
      if (uniqueViolation(err, 'sys_role_code_unique')) throw conflict('roleCodeTaken');
      throw err;
    }
  }

  /** Edits a role; its holders' menus and permissions change at their next request (grants version bumped). */
  async update(actor: Principal, id: number, body: RoleBody): Promise<void> {
    this.staffOnly(actor);
    const menuIds = [...new Set(body.menuIds)];
    try {
      await this.db.transaction(async (tx) => {
        const [role] = await tx.select().from(sysRole).where(eq(sysRole.id, id)).for('update');
        if (!role) throw notFound();
        if (role.isSuper) {
          // The built-in super role grants everything: its code, status and grants stay.
          if (body.status !== ACCOUNT_STATUS.valid || body.code !== role.code) throw conflict('superRoleLocked');
          await tx
            .update(sysRole)
            .set({ name: body.name, sort: body.sort, requireMfa: body.requireMfa })
            .where(eq(sysRole.id, id));
          // Whether its holders need two factors is part of what it grants; a super role always sees all.
          if (body.requireMfa !== role.requireMfa) await bumpGrantsVersion(tx);
          return;
        }
        await this.checkMenus(tx, actor, menuIds);
        await tx
          .update(sysRole)
          .set({
            name: body.name,
            code: body.code,
            sort: body.sort,
            status: body.status,
            requireMfa: body.requireMfa,
            dataScope: body.dataScope,
          })
          .where(eq(sysRole.id, id));
        await this.setMenus(tx, id, menuIds);
        await bumpGrantsVersion(tx);
      });
    } catch (err) {
      if (uniqueViolation(err, 'sys_role_code_unique')) throw conflict('roleCodeTaken');
      throw err;
    }
  }

  async remove(actor: Principal, id: number): Promise<void> {
    this.staffOnly(actor);
    await this.db.transaction(async (tx) => {
      const [role] = await tx.select().from(sysRole).where(eq(sysRole.id, id)).for('update');
      if (!role) throw notFound();
      if (role.isSuper) throw conflict('superRoleLocked');
      const [held] = await tx.select({ n: count() }).from(sysUserRole).where(eq(sysUserRole.roleId, id));
      const n = Number(held?.n ?? 0);
      if (n > 0) throw conflict('roleInUse', { n });
      await tx.delete(sysRole).where(eq(sysRole.id, id));
      await bumpGrantsVersion(tx);
    });
  }

  /**
   * Whether a create or edit sets a data scope other than the role has (a new role: other than all): changing who
   * sees which rows is a step-up action (issue 21), like changing someone's roles.
   */
  async changesScope(id: number | null, body: Pick<RoleBody, 'dataScope'>): Promise<boolean> {
    if (id === null) return body.dataScope !== DATA_SCOPE.all;
    const role = await this.db.query.sysRole.findFirst({ where: eq(sysRole.id, id) });
    return !!role && !role.isSuper && role.dataScope !== body.dataScope;
  }

  /** The row of one role (for the operation log's before/after), or null. */
  async summary(id: number) {
    const role = await this.db.query.sysRole.findFirst({ where: eq(sysRole.id, id) });
    if (!role) return null;
    const menus = await this.db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, id));
    return {
      code: role.code,
      name: role.name,
      sort: role.sort,
      status: role.status,
      requireMfa: role.requireMfa,
      dataScope: role.dataScope,
      menus: menus.length,
    };
  }
}
