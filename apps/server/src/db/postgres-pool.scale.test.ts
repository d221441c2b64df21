import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../testing/config.js';
import { ownDatabase } from '../testing/own-database.js';
import { openDatabase } from './client.js';

/**
 * PostgreSQL only (the scale project, run by scripts/test-pg.sh): the server's connection pool outlives connections
 * the database ends (a restart, a terminated backend), in a database of its own so no other test loses its own.
 */
describe('the PostgreSQL connection pool', () => {
  it('hears an idle connection ended by the server, and the next query opens another', async () => {
    const own = await ownDatabase('pool');
    const name = new URL(own.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const warnings: string[] = [];
    const database = await openDatabase(testConfig({ DATABASE_URL: own.url }), {
      info() {},
      warn: (msg) => warnings.push(msg),
    });
    try {
      await database.ping();
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        name,
      ]);
      expect(ended.rowCount).toBeGreaterThan(0);
      // Every idle connection of the pool was ended (start-up work opens more than one): each is heard and leaves
      // the pool before the next query, which otherwise could still pick one not yet heard.
      await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(ended.rowCount ?? 1);
      expect(warnings[0]).toMatch(/idle connection was ended/);
      await database.ping();
    } finally {
      await database.close();
      await admin.end();
      await own.drop();
    }
  });
});
