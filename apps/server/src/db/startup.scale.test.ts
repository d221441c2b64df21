import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ownDatabase } from '../testing/own-database.js';
import { ServerProcesses } from '../testing/server-process.js';

/**
 * Several instances started at the same moment on one fresh PostgreSQL database (what `npm run start:cluster`
 * does): every one comes up, and the migrations, the seed and the menu sync each happen once.
 */
const servers = new ServerProcesses();
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  await servers.stopAll();
  await drop?.();
});

describe('instances starting together on a fresh database', () => {
  it('all start; migrations, seed and menus are applied once', async () => {
    const own = await ownDatabase('console_startup');
    drop = own.drop;
    const env = { DATABASE_URL: own.url, SEED_DEMO: 'false', ADMIN_PASSWORD: 'cluster-admin-1' };
    const started = await Promise.all([1, 2, 3].map(() => servers.start(env, 'pipe')));
    await servers.stopAll();
    for (const s of started) expect(s.errors()).not.toMatch(/error|already exists/i);

    const journal = JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const c = new pg.Client({ connectionString: own.url });
    await c.connect();
    try {
      const one = async (sql: string) => Number((await c.query(sql)).rows[0].n);
      expect(await one('select count(*) as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
      expect(await one(`select count(*) as n from app_meta where key = 'initialized'`)).toBe(1);
      expect(await one(`select count(*) as n from sys_user where username = 'admin'`)).toBe(1);
      const menus = await one('select count(*) as n from sys_menu');
      expect(menus).toBeGreaterThan(0);
      expect(await one('select count(distinct (parent_id, title, perms, path)) as n from sys_menu')).toBe(menus);
    } finally {
      await c.end();
    }
  });
});
