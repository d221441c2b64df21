import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.js';
import { verifyPassword } from '../../lib/password.js';
import { testConfig } from '../../testing/config.js';
import { openDatabase } from '../client.js';
import { sysMenu, sysUser } from '../schema/index.js';
import { seedIfNew } from './seed.js';

const quiet = { info() {}, warn() {} };

// Always on a private in-memory database: these tests need a database that has never been seeded.
describe('first-run seed', () => {
  it('refuses a new database without demo data and without ADMIN_PASSWORD', async () => {
    const config = testConfig({ SEED_DEMO: 'false' });
    const database = await openDatabase(config, quiet);
    try {
      await expect(seedIfNew(database.db, config, quiet)).rejects.toThrow(ConfigError);
      await expect(seedIfNew(database.db, config, quiet)).rejects.toThrow(/ADMIN_PASSWORD/);
      const [users] = await database.db.select({ n: count() }).from(sysUser);
      expect(users?.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('creates only the admin, with the configured password, outside the demo', async () => {
    const config = testConfig({ SEED_DEMO: 'false', ADMIN_PASSWORD: 'Str0ng-secret' });
    const database = await openDatabase(config, quiet);
    try {
      expect(await seedIfNew(database.db, config, quiet)).toBe(true);
      const users = await database.db.select().from(sysUser);
      expect(users.map((u) => u.username)).toEqual(['admin']);
      expect(await verifyPassword(users[0]?.passwordHash ?? '', 'Str0ng-secret')).toBe(true);
      expect(await verifyPassword(users[0]?.passwordHash ?? '', 'demo1234')).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('seeds the demo once and never again, keeping changes made since', async () => {
    const config = testConfig();
    const database = await openDatabase(config, quiet);
    try {
      expect(await seedIfNew(database.db, config, quiet)).toBe(true);
      const names = (await database.db.select({ u: sysUser.username }).from(sysUser)).map((r) => r.u).sort();
      expect(names).toEqual(['admin', 'agent', 'enterprise']);
      await database.db.update(sysUser).set({ name: 'changed' }).where(eq(sysUser.username, 'admin'));
      const [menusBefore] = await database.db.select({ n: count() }).from(sysMenu);

      expect(await seedIfNew(database.db, config, quiet)).toBe(false);
      const admin = await database.db.query.sysUser.findFirst({ where: eq(sysUser.username, 'admin') });
      expect(admin?.name).toBe('changed');
      const [menusAfter] = await database.db.select({ n: count() }).from(sysMenu);
      expect(menusAfter?.n).toBe(menusBefore?.n);
    } finally {
      await database.close();
    }
  });

  it('seeds a menu page for every client route of the spec', async () => {
    const config = testConfig();
    const database = await openDatabase(config, quiet);
    try {
      await seedIfNew(database.db, config, quiet);
      const pages = await database.db.select().from(sysMenu).where(eq(sysMenu.menuType, 'C'));
      const clientPages = pages.filter((p) => p.component?.startsWith('client/'));
      expect(clientPages.map((p) => `/client/${p.path}`).sort()).toEqual(
        [
          '/client/feedback/feedbackList',
          '/client/information/informationList',
          '/client/invoice/invoiceRecord',
          '/client/invoice/orderInvoice',
          '/client/order/orderList',
          '/client/task/taskList',
          '/client/onboarding/onboardingReview',
          '/client/contract/contractList',
        ].sort(),
      );
      // the platform's own pages (issue 13) under 系统管理
      expect(pages.filter((p) => p.component?.startsWith('system/')).map((p) => p.component)).toEqual(
        expect.arrayContaining(['system/user/index', 'system/role/index', 'system/operlog/index']),
      );
    } finally {
      await database.close();
    }
  });
});
