import type { ListViewAnswer, ListViewSettings } from '@console/domain/schemas/list-view';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roleListView, sysRole, sysUserRole, userListView } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';

/**
 * Saved views (issue 23): a user's own view of a list, else the default of the first of their roles (in the roles'
 * order) that has one. Views are preferences, not data: no enterprise scope applies and a stale column key is
 * harmless (the console ignores keys the page does not have).
 */
export class ListViewService {
  constructor(private readonly db: Db) {}

  async read(p: Principal, key: string): Promise<ListViewAnswer> {
    const [[own], [byRole]] = await Promise.all([
      this.db
        .select({ settings: userListView.settings })
        .from(userListView)
        .where(and(eq(userListView.userId, p.userId), eq(userListView.listKey, key))),
      this.db
        .select({ settings: roleListView.settings })
        .from(roleListView)
        .innerJoin(sysUserRole, eq(sysUserRole.roleId, roleListView.roleId))
        .innerJoin(sysRole, eq(sysRole.id, roleListView.roleId))
        .where(and(eq(sysUserRole.userId, p.userId), eq(roleListView.listKey, key), eq(sysRole.status, '1')))
        .orderBy(asc(sysRole.sort), asc(sysRole.id))
        .limit(1),
    ]);
    const roleDefault = byRole?.settings ?? null;
    if (own) return { view: own.settings, source: 'user', roleDefault };
    return { view: roleDefault, source: roleDefault ? 'role' : 'none', roleDefault };
  }

  async save(p: Principal, key: string, settings: ListViewSettings): Promise<void> {
    await this.db
      .insert(userListView)
      .values({ userId: p.userId, listKey: key, settings })
      .onConflictDoUpdate({
        target: [userListView.userId, userListView.listKey],
        set: { settings, updatedAt: sql`now()` },
      });
  }

  /** "Reset to default": the user's own view goes, the role default (or the page's) shows again. */
  async reset(p: Principal, key: string): Promise<void> {
    await this.db.delete(userListView).where(and(eq(userListView.userId, p.userId), eq(userListView.listKey, key)));
  }

  async roleDefault(roleId: number, key: string): Promise<ListViewSettings | null> {
    await this.roleExists(roleId);
    const [row] = await this.db
      .select({ settings: roleListView.settings })
      .from(roleListView)
      .where(and(eq(roleListView.roleId, roleId), eq(roleListView.listKey, key)));
    return row?.settings ?? null;
  }

  async saveRoleDefault(p: Principal, roleId: number, key: string, settings: ListViewSettings) {
    await this.roleExists(roleId);
    await this.db
      .insert(roleListView)
      .values({ roleId, listKey: key, settings, updatedBy: p.userId })
      .onConflictDoUpdate({
        target: [roleListView.roleId, roleListView.listKey],
        set: { settings, updatedBy: p.userId, updatedAt: sql`now()` },
      });
  }

  async removeRoleDefault(roleId: number, key: string): Promise<void> {
    await this.roleExists(roleId);
    await this.db.delete(roleListView).where(and(eq(roleListView.roleId, roleId), eq(roleListView.listKey, key)));
  }

  private async roleExists(roleId: number) {
    const [row] = await this.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, roleId));
    if (!row) throw notFound();
  }
}
