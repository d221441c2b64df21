import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.js';
import { createUser } from '../testing/factories.js';

/** PostgreSQL only (the scale project): PGlite runs in the process and has no statements to prepare. */
describe('prepared reads on PostgreSQL', () => {
  it('runs a read as a statement prepared on its connection, the same one on every run of that text', async () => {
    const app = await testApp();
    try {
      const user = await createUser(app);
      const { db } = app.database;
      // One query at a time: the pool hands the same idle connection back, which then keeps the statement.
      for (let i = 0; i < 3; i++) {
        await db.query.sysUser.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
      }
      const rows = await db.execute<{ name: string; statement: string }>(
        "select name, statement from pg_prepared_statements where statement like '%sys_user%'",
      );
      const list = (rows as unknown as { rows: { name: string; statement: string }[] }).rows;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((r) => r.name.startsWith('r'))).toBe(true);
      // a write is never prepared
      expect(list.some((r) => /^\s*(insert|update|delete)/i.test(r.statement))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
