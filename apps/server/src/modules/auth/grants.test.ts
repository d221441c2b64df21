import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createUser, tokensFor, unique } from '../../testing/factories.js';
import { bumpGrantsVersion } from './grants.js';

describe('cached grants', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it("follow a change of a role's menus once the grants version is bumped", async () => {
    const db = app.database.db;
    const [role] = await db
      .insert(sysRole)
      .values({ code: unique('role'), name: unique('角色') })
      .returning();
    const roleId = role?.id as number;
    const user = await createUser(app, { roles: [] });
    await app.users.setRoles(await adminPrincipal(), user.id, [roleId]);
    const { access_token } = await tokensFor(app, user.username);
    const menu = () => as(app, access_token, { method: 'GET', url: `/interface/system/menu/${user.username}` });

    expect((await menu()).json().data.permissions).toEqual([]);
    const page = await db.query.sysMenu.findFirst({ where: eq(sysMenu.perms, 'client:order:list') });
    await db.transaction(async (tx) => {
      await tx.insert(sysRoleMenu).values({ roleId, menuId: page?.id as number });
      await bumpGrantsVersion(tx);
    });
    expect((await menu()).json().data.permissions).toEqual(['client:order:list']);

    await db.transaction(async (tx) => {
      await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
      await bumpGrantsVersion(tx);
    });
    expect((await menu()).json().data.permissions).toEqual([]);
  });

  async function adminPrincipal() {
    const admin = await createUser(app, { roles: ['admin'] });
    const { access_token } = await tokensFor(app, admin.username);
    return app.auth.authenticate(access_token);
  }
});
