import { eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bumpGrantsVersion, GRANTS_VERSION_KEY } from '../../modules/auth/grants.js';
import { testConfig } from '../../testing/config.js';
import { openDatabase } from '../client.js';
import { appMeta, sysMenu } from '../schema/index.js';
import { addNewSeedMenus } from './menu-sync.js';
import { seedIfNew } from './seed.js';

const quiet = { info() {}, warn() {} };

/** A demo database as it was before a menu existed: the page and its buttons gone, no record of seed menus. */
async function olderDatabase() {
  const config = testConfig();
  const database = await openDatabase(config, quiet);
  await seedIfNew(database.db, config, quiet);
  const [page] = await database.db.select().from(sysMenu).where(eq(sysMenu.name, 'SystemList'));
  await database.db.delete(sysMenu).where(or(eq(sysMenu.parentId, page?.id ?? 0), eq(sysMenu.id, page?.id ?? 0)));
  // and a product page an administrator deleted back then
  await database.db.delete(sysMenu).where(eq(sysMenu.name, 'SystemTaskReview'));
  await database.db.delete(appMeta).where(eq(appMeta.key, 'seedMenus'));
  return { database, parentId: page?.parentId };
}

// Private in-memory databases: these tests delete product menus.
describe('menus added after a database was created', () => {
  it('adds nothing to a database seeded with every menu', async () => {
    const config = testConfig();
    const database = await openDatabase(config, quiet);
    try {
      await seedIfNew(database.db, config, quiet);
      expect(await addNewSeedMenus(database.db, bumpGrantsVersion)).toEqual([]);
      expect(await addNewSeedMenus(database.db, bumpGrantsVersion)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('reach an older database once, under their directory, and stay deleted when an administrator deletes them (before or after)', async () => {
    const { database, parentId } = await olderDatabase();
    try {
      const version = async () =>
        (await database.db.select().from(appMeta).where(eq(appMeta.key, GRANTS_VERSION_KEY)))[0]?.value;
      const before = await version();
      // the late page comes; the page deleted before the record began stays deleted
      expect(await addNewSeedMenus(database.db, bumpGrantsVersion)).toEqual([
        '黑白名单',
        '新增名单',
        '编辑名单',
        '移除名单',
      ]);
      expect(await database.db.select().from(sysMenu).where(eq(sysMenu.name, 'SystemTaskReview'))).toEqual([]);
      // running instances' cached grants expire
      expect(await version()).not.toBe(before);
      const [page] = await database.db.select().from(sysMenu).where(eq(sysMenu.name, 'SystemList'));
      expect(page).toMatchObject({
        parentId,
        menuType: 'C',
        component: 'system/list/index',
        perms: 'system:list:list',
      });
      const buttons = await database.db
        .select()
        .from(sysMenu)
        .where(eq(sysMenu.parentId, page?.id ?? 0));
      expect(buttons.map((b) => b.perms).sort()).toEqual(['system:list:add', 'system:list:edit', 'system:list:remove']);

      // an administrator deletes the page: the next start leaves it deleted
      await database.db.delete(sysMenu).where(inArray(sysMenu.id, [page?.id ?? 0, ...buttons.map((b) => b.id)]));
      expect(await addNewSeedMenus(database.db, bumpGrantsVersion)).toEqual([]);
      expect(await database.db.select().from(sysMenu).where(eq(sysMenu.name, 'SystemList'))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
