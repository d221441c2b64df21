import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.js';
import { unique } from '../testing/factories.js';
import { sysRole, sysUserRole } from './schema/index.js';
import { uniqueViolation } from './unique-violation.js';

/** What the driver really throws (PGlite here, node-postgres under scripts/test-pg.sh), wrapped by drizzle. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the statement did not fail');
}

describe('uniqueViolation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it('names the constraint and the key of a unique violation, however the driver wraps it', async () => {
    const code = unique('role');
    await app.database.db.insert(sysRole).values({ code, name: code });
    const err = await failure(() => app.database.db.insert(sysRole).values({ code, name: code }));
    const found = uniqueViolation(err);
    expect(found?.constraint).toBe('sys_role_code_unique');
    expect(found?.detail).toContain(code);
    expect(uniqueViolation(err, 'sys_role_code_unique')).toEqual(found);
  });

  it('is null for a violation of another constraint than the one asked for, and for other errors', async () => {
    const code = unique('role');
    await app.database.db.insert(sysRole).values({ code, name: code });
    const clash = await failure(() => app.database.db.insert(sysRole).values({ code, name: code }));
    expect(uniqueViolation(clash, 'sys_user_username_uq')).toBeNull();
    // a foreign key violation (23503) is not a unique one
    const missing = await failure(() => app.database.db.insert(sysUserRole).values({ userId: -1, roleId: -1 }));
    expect(uniqueViolation(missing)).toBeNull();
    expect(uniqueViolation(new Error('duplicate key'))).toBeNull();
    expect(uniqueViolation(undefined)).toBeNull();
  });
});
