import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseManager, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole, taxPark } from '../db/schema/index.js';
import { createTask } from '../modules/tasks/factories.js';
import { testApp } from '../testing/app.js';
import { as, createEnterprise, createUser, stepUp, tokensFor, unique, userById } from '../testing/factories.js';
import { multipart, png } from '../testing/samples.js';

const PNG = png();

const fileUrl = (key: string) => `/interface/files/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Enterprise users (02) of enterprise B must not read or change enterprise A's rows through any endpoint, not
 * even when a custom role gives them the permission the endpoint asks for.
 */
describe('enterprise isolation', () => {
  let app: FastifyInstance;
  let entA: Awaited<ReturnType<typeof createEnterprise>>;
  let entB: Awaited<ReturnType<typeof createEnterprise>>;
  let a1: Awaited<ReturnType<typeof createUser>>;
  let b1: Awaited<ReturnType<typeof createUser>>;
  let b2: Awaited<ReturnType<typeof createUser>>;
  let staff: Awaited<ReturnType<typeof createUser>>;
  let tokenA: string;
  let tokenB: string;
  let parkA: string;

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    const db = app.database.db;
    entA = await createEnterprise(app);
    entB = await createEnterprise(app);
    parkA = (await db.query.taxPark.findFirst({ where: eq(taxPark.id, entA.taxParkId as number) }))?.parkName ?? 'none';
    a1 = await createUser(app, { userType: '02', enterpriseId: entA.id, socketId: unique('A') });
    b1 = await createUser(app, { userType: '02', enterpriseId: entB.id });
    b2 = await createUser(app, { userType: '02', enterpriseId: entB.id });
    staff = await createUser(app, { userType: '01' });

    // b1 also holds a custom role with user management, so only the enterprise fence stands in the way
    const [role] = await db
      .insert(sysRole)
      .values({ code: unique('entmgr'), name: unique('企业用户管理') })
      .returning();
    const menus = await db
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(inArray(sysMenu.perms, ['system:user:edit']));
    expect(menus.length).toBeGreaterThan(0);
    await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role?.id as number, menuId: m.id })));
    await db.insert(sysUserRole).values({ userId: b1.id, roleId: role?.id as number });

    tokenA = (await tokensFor(app, a1.username)).access_token;
    tokenB = (await tokensFor(app, b1.username)).access_token;
    // Past the step-up that changing roles asks for: what is left to answer is whether the user is B's.
    await stepUp(app, tokenB);
  });
  afterAll(() => app.close());

  /** Nothing of enterprise A in an answer. */
  const expectNothingOfA = (body: string) => {
    expect(body).not.toContain(a1.username);
    expect(body).not.toContain(a1.name);
    expect(body).not.toContain(entA.name);
    expect(body).not.toContain(parkA);
    if (a1.socketId) expect(body).not.toContain(a1.socketId);
  };

  it('b1 holds system:user:edit', async () => {
    const menu = await as(app, tokenB, { method: 'GET', url: `/interface/system/menu/${b1.username}` });
    expect(menu.json().data.permissions).toContain('system:user:edit');
  });

  it("answers B's own session user, never A's", async () => {
    const res = await as(app, tokenB, { method: 'GET', url: '/interface/auth/user' });
    expect(res.json().data).toMatchObject({ userId: b1.id, enterpriseId: entB.id, enterpriseName: entB.name });
    expectNothingOfA(res.body);
  });

  it("refuses A's menu to B with 403", async () => {
    const res = await as(app, tokenB, { method: 'GET', url: `/interface/system/menu/${a1.username}` });
    expect(res.statusCode).toBe(403);
    expectNothingOfA(res.body);
  });

  it("refuses A's ipStatus to B with 403", async () => {
    const res = await as(app, tokenB, {
      method: 'GET',
      url: `/interface/auth/ipStatus?username=${encodeURIComponent(a1.username)}`,
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 when B freezes A's user, and A's user keeps working", async () => {
    const res = await as(app, tokenB, {
      method: 'PUT',
      url: `/interface/system/user/${a1.id}/status`,
      payload: { status: '0' },
    });
    expect(res.statusCode).toBe(404);
    expectNothingOfA(res.body);
    expect((await userById(app, a1.id))?.status).toBe('1');
    expect((await as(app, tokenA, { method: 'GET', url: '/interface/auth/user' })).statusCode).toBe(200);
  });

  it("answers 404 when B changes the roles of A's user, and the roles stay", async () => {
    const before = await app.database.db.select().from(sysUserRole).where(eq(sysUserRole.userId, a1.id));
    const res = await as(app, tokenB, {
      method: 'PUT',
      url: `/interface/system/user/${a1.id}/roles`,
      payload: { roleIds: [] },
    });
    expect(res.statusCode).toBe(404);
    const after = await app.database.db.select().from(sysUserRole).where(eq(sysUserRole.userId, a1.id));
    expect(after).toEqual(before);
  });

  it('answers 404 when B touches a system user', async () => {
    for (const url of [`/interface/system/user/${staff.id}/status`, `/interface/system/user/${staff.id}/roles`]) {
      const res = await as(app, tokenB, {
        method: 'PUT',
        url,
        payload: url.endsWith('status') ? { status: '0' } : { roleIds: [] },
      });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await userById(app, staff.id))?.status).toBe('1');
  });

  it('answers a user of no enterprise and an unknown user alike', async () => {
    const unknown = await as(app, tokenB, {
      method: 'PUT',
      url: '/interface/system/user/999999999/status',
      payload: { status: '0' },
    });
    const other = await as(app, tokenB, {
      method: 'PUT',
      url: `/interface/system/user/${a1.id}/status`,
      payload: { status: '0' },
    });
    expect(other.statusCode).toBe(unknown.statusCode);
    expect(other.json()).toEqual(unknown.json());
  });

  it("lets B manage B's own users (the permission itself works)", async () => {
    const tokenB2 = (await tokensFor(app, b2.username)).access_token;
    const res = await as(app, tokenB, {
      method: 'PUT',
      url: `/interface/system/user/${b2.id}/status`,
      payload: { status: '0' },
    });
    expect(res.statusCode).toBe(200);
    expect((await as(app, tokenB2, { method: 'GET', url: '/interface/auth/user' })).statusCode).toBe(401);
    await app.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.id, b2.id));
  });

  it("answers 404 when B deletes A's upload, and the file stays", async () => {
    const upload = await as(app, tokenA, {
      method: 'POST',
      url: '/interface/files/upload',
      ...(await multipart({ name: 'a.png', bytes: PNG, type: 'image/png' })),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { key } = upload.json().data as { key: string };

    const del = await as(app, tokenB, { method: 'DELETE', url: fileUrl(key) });
    expect(del.statusCode).toBe(404);
    expectNothingOfA(del.body);
    const still = await app.inject({ method: 'GET', url: fileUrl(key) });
    expect(still.statusCode).toBe(200);
    expect(still.rawPayload.equals(PNG)).toBe(true);

    // a colleague of A's who did not upload it may not delete it either; the uploader may
    const a2 = await createUser(app, { userType: '02', enterpriseId: entA.id });
    const tokenA2 = (await tokensFor(app, a2.username)).access_token;
    expect((await as(app, tokenA2, { method: 'DELETE', url: fileUrl(key) })).statusCode).toBe(404);
    expect((await as(app, tokenA, { method: 'DELETE', url: fileUrl(key) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: fileUrl(key) })).statusCode).toBe(404);
  });

  it("answers nothing of A's on any signed-in GET route, with A's identifiers as parameters", async () => {
    const upload = await as(app, tokenA, {
      method: 'POST',
      url: '/interface/files/upload',
      ...(await multipart({ name: 'b.png', bytes: PNG, type: 'image/png' })),
    });
    const key = upload.json().data.key as string;
    const routes = app.routeDeclarations.filter((r) => r.method === 'GET' && r.access !== 'public');
    expect(routes.length).toBeGreaterThan(2);
    for (const r of routes) {
      const url = r.url
        .replace(/:username\b/g, encodeURIComponent(a1.username))
        .replace(/:(\w*[iI]d)\b/g, String(a1.id))
        .replace(/:\w+/g, String(entA.id))
        .replace('*', key);
      const query = `username=${encodeURIComponent(a1.username)}&userId=${a1.id}&enterpriseId=${entA.id}`;
      const res = await as(app, tokenB, { method: 'GET', url: `${url}?${query}` });
      expect(res.statusCode, `${r.url}: ${res.body}`).not.toBe(500);
      expectNothingOfA(res.body);
    }
  });

  /**
   * Data scopes (issue 21) are a fence of the same kind: a staff account manager of B only, holding every
   * permission but a narrowed scope, reads nothing of A's business rows through any signed-in GET route.
   */
  it("answers nothing of A's to B's account manager on any business GET route", async () => {
    const db = app.database.db;
    const [role] = await db
      .insert(sysRole)
      .values({ code: unique('mgr'), name: unique('客户经理'), dataScope: '2' })
      .returning();
    const menus = await db.select({ id: sysMenu.id }).from(sysMenu);
    await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role?.id as number, menuId: m.id })));
    const manager = await createUser(app, { userType: '01', roles: [role?.code as string] });
    await db.insert(enterpriseManager).values({ enterpriseId: entB.id, userId: manager.id });
    const token = (await tokensFor(app, manager.username)).access_token;
    const a1Task = await createTask(app, entA.id, { createdBy: a1.id, title: entA.name });
    const business = /^\/interface\/(client|dashboard|system\/(user|enterprise|dept|taskReview))/;
    const routes = app.routeDeclarations.filter(
      (r) => r.method === 'GET' && r.access !== 'public' && business.test(r.url),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) {
      const url = r.url
        .replace(/:username\b/g, encodeURIComponent(a1.username))
        .replace(/:(\w*[iI]d)\b/g, r.url.includes('/task/') ? String(a1Task.id) : String(a1.id))
        .replace(/:\w+/g, String(entA.id));
      const query = `enterpriseId=${entA.id}&keyword=${encodeURIComponent(entA.name)}`;
      const res = await as(app, token, { method: 'GET', url: `${url}?${query}` });
      expect(res.statusCode, `${r.url}: ${res.body}`).not.toBe(500);
      expectNothingOfA(res.body);
    }
    // the same manager reads B's (the permission itself works)
    const own = await as(app, token, { method: 'GET', url: `/interface/system/enterprise/${entB.id}` });
    expect(own.statusCode).toBe(200);
  });
});
