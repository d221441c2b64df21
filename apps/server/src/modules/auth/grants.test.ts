import { DATA_SCOPE } from '@console/domain/enums';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createUser, tokensFor, unique } from '../../testing/factories.js';
import { bumpGrantsVersion, loadDataScope, loadGrants } from './grants.js';

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

  it("a user's data scope alone is the one their whole grants give, for every mix of roles", async () => {
    const db = app.database.db;
    const role = async (dataScope: string, status = '1') => {
      const [r] = await db
        .insert(sysRole)
        .values({ code: unique('role'), name: unique('角色'), dataScope, status })
        .returning();
      return r?.id as number;
    };
    const { all: ALL, assigned: ASSIGNED, own: OWN } = DATA_SCOPE;
    const [all, assigned, own, disabledAll] = [
      await role(ALL),
      await role(ASSIGNED),
      await role(OWN),
      await role(ALL, '0'),
    ];
    const admin = await adminPrincipal();
    const seen = [];
    for (const roles of [[], [own], [assigned], [own, assigned], [all, own], [disabledAll], [disabledAll, own]]) {
      const user = await createUser(app, { roles: [] });
      await app.users.setRoles(admin, user.id, roles);
      const scope = await loadDataScope(db, user.id);
      expect(scope).toEqual((await loadGrants(db, user.id)).dataScope);
      seen.push(scope);
    }
    // none (own rows only), own, assigned, both, all, a disabled role counts as none, and with own
    expect(seen.map((s) => [s.all, s.assigned, s.own])).toEqual([
      [false, false, true],
      [false, false, true],
      [false, true, false],
      [false, true, true],
      [true, false, true],
      [false, false, true],
      [false, false, true],
    ]);
    const superUser = await createUser(app, { roles: ['admin'] });
    expect((await loadDataScope(db, superUser.id)).all).toBe(true);
  });

  async function adminPrincipal() {
    const admin = await createUser(app, { roles: ['admin'] });
    const { access_token } = await tokensFor(app, admin.username);
    return app.auth.authenticate(access_token);
  }
});
