import { USER_TYPE } from '@console/domain/enums';
import type { MenuBody, MenuRow } from '@console/domain/schemas/admin';
import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sysMenu } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import { bumpGrantsVersion } from '../auth/grants.js';

const present = (m: typeof sysMenu.$inferSelect): MenuRow => ({
  id: m.id,
  parentId: m.parentId,
  menuType: m.menuType as MenuRow['menuType'],
  path: m.path,
  name: m.name,
  component: m.component,
  title: m.title,
  titleEn: m.titleEn,
  icon: m.icon,
  sort: m.sort,
  hidden: m.hidden,
  affix: m.affix,
  noCache: m.noCache,
  keepAlive: m.keepAlive,
  isExternal: m.isExternal,
  activeMenu: m.activeMenu,
  perms: m.perms,
  status: m.status as MenuRow['status'],
});

/**
 * The menu tree editor (staff): every row, including buttons and disabled ones. Each change bumps the grants
 * version, so signed-in users get it at their next menu load.
 */
export class MenuService {
  constructor(private readonly db: Db) {}

  private staffOnly(p: Principal) {
    if (p.userType !== USER_TYPE.system) throw forbidden();
  }

  async all(p: Principal): Promise<MenuRow[]> {
    this.staffOnly(p);
    const rows = await this.db.select().from(sysMenu).orderBy(asc(sysMenu.sort), asc(sysMenu.id));
    return rows.map(present);
  }

  /** A parent must exist, not be a button, and not be the menu itself or under it. */
  private async checkParent(tx: Tx, id: number | null, parentId: number | null) {
    if (parentId === null) return;
    const rows = await tx
      .select({ id: sysMenu.id, parentId: sysMenu.parentId, menuType: sysMenu.menuType })
      .from(sysMenu);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const parent = byId.get(parentId);
    if (!parent) throw badRequest('fieldInvalid', { field: 'parentId', reason: String(parentId) });
    if (parent.menuType === 'F') throw badRequest('fieldInvalid', { field: 'parentId', reason: String(parentId) });
    for (let at: number | null = parentId; at !== null; at = byId.get(at)?.parentId ?? null) {
      if (at === id) throw badRequest('fieldInvalid', { field: 'parentId', reason: String(parentId) });
    }
  }

  private values(body: MenuBody) {
    return {
      parentId: body.parentId,
      menuType: body.menuType,
      title: body.title,
      titleEn: body.titleEn ?? null,
      path: body.path,
      name: body.name,
      component: body.menuType === 'F' ? null : (body.component ?? (body.menuType === 'M' ? 'Layout' : null)),
      icon: body.icon ?? null,
      sort: body.sort,
      hidden: body.hidden,
      affix: body.affix,
      noCache: body.noCache,
      keepAlive: body.keepAlive,
      isExternal: body.isExternal,
      activeMenu: body.activeMenu ?? null,
      perms: body.perms ?? null,
      status: body.status,
    };
  }

  async create(p: Principal, body: MenuBody): Promise<{ id: number }> {
    this.staffOnly(p);
    return this.db.transaction(async (tx) => {
      await this.checkParent(tx, null, body.parentId);
      const [row] = await tx.insert(sysMenu).values(this.values(body)).returning({ id: sysMenu.id });
      await bumpGrantsVersion(tx);
      return { id: (row as { id: number }).id };
    });
  }

  async update(p: Principal, id: number, body: MenuBody): Promise<void> {
    this.staffOnly(p);
    await this.db.transaction(async (tx) => {
      const [found] = await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.id, id)).for('update');
      if (!found) throw notFound();
      await this.checkParent(tx, id, body.parentId);
      await tx.update(sysMenu).set(this.values(body)).where(eq(sysMenu.id, id));
      await bumpGrantsVersion(tx);
    });
  }

  /** A menu with children is refused (409): delete or move them first. Its grants go with it. */
  async remove(p: Principal, id: number): Promise<void> {
    this.staffOnly(p);
    await this.db.transaction(async (tx) => {
      const [found] = await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.id, id)).for('update');
      if (!found) throw notFound();
      const [children] = await tx.select({ n: count() }).from(sysMenu).where(eq(sysMenu.parentId, id));
      if (Number(children?.n ?? 0) > 0) throw conflict('menuHasChildren');
      await tx.delete(sysMenu).where(eq(sysMenu.id, id));
      await bumpGrantsVersion(tx);
    });
  }

  async summary(id: number) {
    const m = await this.db.query.sysMenu.findFirst({ where: eq(sysMenu.id, id) });
    return m
      ? { title: m.title, path: m.path, component: m.component, perms: m.perms, hidden: m.hidden, status: m.status }
      : null;
  }
}
