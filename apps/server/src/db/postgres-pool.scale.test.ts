import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { openDatabase } from './client.js';

/**
 * PostgreSQL only (the scale project, run by scripts/test-pg.sh): the server's connection pool outlives connections
 * the database ends (a restart, a terminated backend), in a database of its own so no other test loses its own.
 */
describe('the PostgreSQL connection pool', () => {
  it('hears an idle connection ended by the server, and the next query opens another', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL: the scale tests run on PostgreSQL (scripts/test-pg.sh)');
    const name = `pool_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    const warnings: string[] = [];
    const database = await openDatabase(testConfig({ DATABASE_URL: own.toString() }), {
      info() {},
      warn: (msg) => warnings.push(msg),
    });
    try {
      await database.ping();
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        name,
      ]);
      expect(ended.rowCount).toBeGreaterThan(0);
      await expect.poll(() => warnings.length).toBeGreaterThan(0);
      expect(warnings[0]).toMatch(/idle connection was ended/);
      await database.ping();
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
