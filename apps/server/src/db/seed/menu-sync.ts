import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { appMeta, sysMenu } from '../schema/index.js';
import { type MenuSeed, menuSeeds } from './menus.js';

/** The sys_menu row of a seed menu under a parent, at a place among its siblings. */
export function menuValues(m: MenuSeed, parentId: number | null, sort: number): typeof sysMenu.$inferInsert {
  return {
    parentId,
    menuType: m.type,
    path: m.path ?? '',
    name: m.name ?? '',
    component: m.component ?? (m.type === 'M' ? 'Layout' : null),
    title: m.title,
    titleEn: m.titleEn,
    icon: m.icon ?? null,
    perms: m.perms ?? null,
    hidden: m.hidden ?? false,
    noCache: m.noCache ?? false,
    activeMenu: m.activeMenu ?? null,
    sort,
  };
}

/** How a seed menu is known in app_meta: pages and directories by route name, buttons by permission. */
const keyOf = (m: MenuSeed) => (m.type === 'F' ? `F:${m.perms}` : `${m.type}:${m.name ?? m.path}`);

const APPLIED = 'seedMenus';

/**
 * The seed menus added after the first databases were made and before app_meta kept a record of seed menus (the
 * black and white lists and the banners, with their buttons). A database without the record may lack only these by
 * age; any other seed menu it lacks was deleted by an administrator and stays deleted.
 */
const ADDED_BEFORE_RECORDS = new Set([
  'C:SystemList',
  'F:system:list:add',
  'F:system:list:edit',
  'F:system:list:remove',
  'C:SystemBanner',
  'F:system:banner:add',
  'F:system:banner:edit',
  'F:system:banner:remove',
]);

/** Every seed menu's key, depth first. */
const seedKeys = (list: MenuSeed[]): string[] => list.flatMap((m) => [keyOf(m), ...seedKeys(m.children ?? [])]);

/** What app_meta says the database has had; without a record, every seed menu but those added before records. */
function appliedOf(value: string | undefined): Set<string> {
  if (value) {
    try {
      return new Set(JSON.parse(value) as string[]);
    } catch {
      // an unreadable record reads as none: nothing is lost, at worst a deleted late menu returns
    }
  }
  return new Set(seedKeys(menuSeeds).filter((k) => !ADDED_BEFORE_RECORDS.has(k)));
}

/**
 * Menus added to the product after a database was created reach it at the next start: each seed menu missing from
 * sys_menu is inserted under its seed parent, once. The keys of every seed menu a database has had are kept in
 * app_meta, so a menu an administrator deleted stays deleted (a database from before that record: see
 * ADDED_BEFORE_RECORDS). Non-super roles get nothing new: the role editor grants it. Runs in one transaction, the
 * app_meta row locked, so two instances starting together add each once; `changed` runs in it when anything was
 * added (the caller bumps the grants version: db/ does not import modules/).
 */
export async function addNewSeedMenus(db: Db, changed: (tx: Tx) => Promise<void>): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.insert(appMeta).values({ key: APPLIED, value: '' }).onConflictDoNothing();
    const [meta] = await tx.select().from(appMeta).where(eq(appMeta.key, APPLIED)).for('update');
    const applied = appliedOf(meta?.value);
    // The menu table is small (the product's menus and what administrators added): read once.
    const rows: MenuRow[] = await tx
      .select({
        id: sysMenu.id,
        parentId: sysMenu.parentId,
        menuType: sysMenu.menuType,
        name: sysMenu.name,
        path: sysMenu.path,
        perms: sysMenu.perms,
      })
      .from(sysMenu);
    const added: string[] = [];
    const walk = async (list: MenuSeed[], parentId: number | null) => {
      for (const [i, m] of list.entries()) {
        const key = keyOf(m);
        let id = existing(rows, m, parentId);
        if (id === null && !applied.has(key)) {
          const [row] = await tx
            .insert(sysMenu)
            .values(menuValues(m, parentId, i + 1))
            .returning({ id: sysMenu.id });
          id = (row as { id: number }).id;
          added.push(m.title);
        }
        applied.add(key);
        // A deleted menu's children go with it.
        if (id !== null && m.children) await walk(m.children, id);
      }
    };
    await walk(menuSeeds, null);
    // In the same transaction: other instances cache grants, and a new menu changes the tree (the caller bumps).
    if (added.length > 0) await changed(tx);
    await tx
      .update(appMeta)
      .set({ value: JSON.stringify([...applied].sort()), updatedAt: new Date() })
      .where(eq(appMeta.key, APPLIED));
    return added;
  });
}

type MenuRow = Pick<typeof sysMenu.$inferSelect, 'id' | 'parentId' | 'menuType' | 'name' | 'path' | 'perms'>;

/** The row a seed menu is, if the database has it (a page also by its path under the same parent). */
function existing(rows: MenuRow[], m: MenuSeed, parentId: number | null): number | null {
  const row = rows.find((r) =>
    m.type === 'F'
      ? r.menuType === 'F' && r.perms === m.perms
      : r.menuType === m.type && ((m.name && r.name === m.name) || (r.parentId === parentId && r.path === m.path)),
  );
  return row?.id ?? null;
}
