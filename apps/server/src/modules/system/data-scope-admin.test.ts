import { messages } from '@console/domain/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseManager, operLog, sysRole, sysUser } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createEnterprise, createUser, roleWith, stepUp, tokensFor, unique } from '../../testing/factories.js';

/** Administering data scopes (issue 21): a role's scope, an enterprise's departments and account managers. */
describe('data scope administration', () => {
  let app: FastifyInstance;
  let admin: string;
  let ent: Awaited<ReturnType<typeof createEnterprise>>;
  let other: Awaited<ReturnType<typeof createEnterprise>>;
  let entAdmin: string;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    as(app, token, { method, url: `/interface${url}`, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    admin = (await tokensFor(app, (await createUser(app, { roles: ['admin'] })).username)).access_token;
    ent = await createEnterprise(app);
    other = await createEnterprise(app);
    const u = await createUser(app, { userType: '02', enterpriseId: ent.id, roles: ['enterprise'] });
    entAdmin = (await tokensFor(app, u.username)).access_token;
  });
  afterAll(() => app.close());

  describe("a role's data scope", () => {
    const body = (code: string, dataScope: string) => ({ name: unique('角色'), code, dataScope, menuIds: [] });

    it('is shown with the role, and setting or changing it asks for a step-up first', async () => {
      const code = unique('r');
      const refused = await call(admin, 'POST', '/system/role', body(code, '2'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ msg: messages.stepUpRequired.zh, data: { stepUp: true } });
      expect(await app.database.db.query.sysRole.findFirst({ where: eq(sysRole.code, code) })).toBeUndefined();

      // a new role of the default scope (all) is no scope change
      const plain = await call(admin, 'POST', '/system/role', body(code, '1'));
      expect(plain.statusCode).toBe(200);
      const id = plain.json().data.id as number;
      // an edit that leaves the scope as it is asks nothing either
      expect((await call(admin, 'PUT', `/system/role/${id}`, body(code, '1'))).statusCode).toBe(200);
      const change = await call(admin, 'PUT', `/system/role/${id}`, body(code, '3'));
      expect(change.json().data).toMatchObject({ stepUp: true });
      expect((await call(admin, 'GET', `/system/role/${id}`)).json().data.dataScope).toBe('1');

      await stepUp(app, admin);
      expect((await call(admin, 'PUT', `/system/role/${id}`, body(code, '3'))).statusCode).toBe(200);
      expect((await call(admin, 'GET', `/system/role/${id}`)).json().data.dataScope).toBe('3');
      const list = await call(admin, 'GET', `/system/role/list?keyword=${code}`);
      expect(list.json().data.rows[0]).toMatchObject({ code, dataScope: '3' });
    });

    it("counts for the role's holders at their next request", async () => {
      const code = await roleWith(app, ['client:task:list']);
      const u = await createUser(app, { roles: [code] });
      const token = (await tokensFor(app, u.username)).access_token;
      expect((await app.auth.authenticate(token)).dataScope.all).toBe(true);
      const role = await app.database.db.query.sysRole.findFirst({ where: eq(sysRole.code, code) });
      await stepUp(app, admin);
      const res = await call(admin, 'PUT', `/system/role/${role?.id}`, {
        name: role?.name,
        code,
        dataScope: '2',
        menuIds: [],
      });
      expect(res.statusCode).toBe(200);
      expect((await app.auth.authenticate(token)).dataScope).toEqual({ all: false, assigned: true, own: false });
    });

    it('refuses a scope that is not one of the three with 400 and no change', async () => {
      const res = await call(admin, 'POST', '/system/role', body(unique('r'), '9'));
      expect(res.statusCode).toBe(400);
    });
  });

  describe('departments', () => {
    it('an enterprise administrator keeps a tree of their own enterprise: create, move, rename, delete', async () => {
      const root = (await call(entAdmin, 'POST', '/system/dept', { name: '总部' })).json().data.id as number;
      const sales = (await call(entAdmin, 'POST', '/system/dept', { name: '销售部', parentId: root })).json().data
        .id as number;
      const east = (await call(entAdmin, 'POST', '/system/dept', { name: '华东', parentId: sales })).json().data
        .id as number;
      const list = (await call(entAdmin, 'GET', '/system/dept/list')).json().data as {
        id: number;
        parentId: number | null;
        enterpriseId: number;
      }[];
      expect(list.map((d) => [d.id, d.parentId])).toEqual([
        [root, null],
        [sales, root],
        [east, sales],
      ]);
      expect(list.every((d) => d.enterpriseId === ent.id)).toBe(true);

      // never below itself
      const loop = await call(entAdmin, 'PUT', `/system/dept/${sales}`, { name: '销售部', parentId: east });
      expect(loop.statusCode).toBe(400);
      expect(loop.json().msg).toBe(messages.deptParentInvalid.zh);
      const self = await call(entAdmin, 'PUT', `/system/dept/${sales}`, { name: '销售部', parentId: sales });
      expect(self.statusCode).toBe(400);

      // a department with a department or a user under it stays
      expect((await call(entAdmin, 'DELETE', `/system/dept/${sales}`)).json().msg).toBe(messages.deptNotEmpty.zh);
      expect((await call(entAdmin, 'PUT', `/system/dept/${east}`, { name: '华东区', parentId: root })).statusCode).toBe(
        200,
      );
      expect((await call(entAdmin, 'DELETE', `/system/dept/${sales}`)).statusCode).toBe(200);
      const ops = await app.database.db.select().from(operLog).where(eq(operLog.entity, 'dept'));
      expect(ops.length).toBeGreaterThanOrEqual(4);
    });

    it("another enterprise's departments answer 404, and staff name the enterprise", async () => {
      const theirs = (await call(admin, 'POST', '/system/dept', { name: '财务部', enterpriseId: other.id })).json().data
        .id as number;
      expect((await call(entAdmin, 'PUT', `/system/dept/${theirs}`, { name: 'x' })).statusCode).toBe(404);
      expect((await call(entAdmin, 'DELETE', `/system/dept/${theirs}`)).statusCode).toBe(404);
      expect((await call(entAdmin, 'POST', '/system/dept', { name: 'x', parentId: theirs })).statusCode).toBe(400);
      const mine = (await call(entAdmin, 'GET', `/system/dept/list?enterpriseId=${other.id}`)).json().data as {
        id: number;
      }[];
      expect(mine.some((d) => d.id === theirs)).toBe(false);
      const missing = await call(admin, 'POST', '/system/dept', { name: '无企业' });
      expect(missing.json().msg).toBe(messages.deptEnterpriseRequired.zh);
      const staffList = (await call(admin, 'GET', `/system/dept/list?enterpriseId=${other.id}`)).json().data;
      expect(staffList.map((d: { id: number }) => d.id)).toContain(theirs);
    });

    it("puts a user in a department of their own enterprise only (the user editor's choice)", async () => {
      const d = (await call(admin, 'POST', '/system/dept', { name: '研发部', enterpriseId: ent.id })).json().data
        .id as number;
      const foreign = (await call(admin, 'POST', '/system/dept', { name: '研发部', enterpriseId: other.id })).json()
        .data.id as number;
      const u = await createUser(app, { userType: '02', enterpriseId: ent.id });
      const bad = await call(admin, 'PUT', `/system/user/${u.id}`, { name: u.name, deptId: foreign });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toBe(messages.deptNotInEnterprise.zh);
      const okRes = await call(admin, 'PUT', `/system/user/${u.id}`, { name: u.name, deptId: d });
      expect(okRes.statusCode).toBe(200);
      const row = (await call(admin, 'GET', `/system/user/list?keyword=${u.username}`)).json().data.rows[0];
      expect(row).toMatchObject({ deptId: d, deptName: '研发部' });
      const created = await call(admin, 'POST', '/system/user', {
        username: unique('dept'),
        name: '新人',
        userType: '02',
        enterpriseId: ent.id,
        deptId: d,
      });
      expect(created.statusCode).toBe(200);
      const made = await app.database.db.query.sysUser.findFirst({
        where: eq(sysUser.id, created.json().data.id as number),
      });
      expect(made?.deptId).toBe(d);
    });
  });

  describe('account managers', () => {
    it('staff assign several managers on the enterprise page; only valid staff users may be one', async () => {
      const m1 = await createUser(app, { roles: ['agent'] });
      const m2 = await createUser(app, { roles: ['agent'] });
      const options = (await call(admin, 'GET', '/system/enterprise/manager-options')).json().data as {
        userId: number;
      }[];
      expect(options.map((o) => o.userId)).toEqual(expect.arrayContaining([m1.id, m2.id]));
      const entUser = await createUser(app, { userType: '02', enterpriseId: ent.id });
      const refused = await call(admin, 'PUT', `/system/enterprise/${ent.id}/managers`, {
        userIds: [m1.id, entUser.id],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe(messages.managerNotStaff.zh);
      expect(
        await app.database.db.select().from(enterpriseManager).where(eq(enterpriseManager.enterpriseId, ent.id)),
      ).toEqual([]);

      const res = await call(admin, 'PUT', `/system/enterprise/${ent.id}/managers`, { userIds: [m1.id, m2.id] });
      expect(res.statusCode).toBe(200);
      const detail = (await call(admin, 'GET', `/system/enterprise/${ent.id}`)).json().data;
      expect(detail.managers.map((m: { userId: number }) => m.userId).sort()).toEqual([m1.id, m2.id].sort());
      expect((await call(admin, 'PUT', '/system/enterprise/999999999/managers', { userIds: [] })).statusCode).toBe(404);
    });

    it('needs system:enterprise:manager', async () => {
      const code = await roleWith(app, ['system:enterprise:list']);
      const viewer = await createUser(app, { roles: [code] });
      const token = (await tokensFor(app, viewer.username)).access_token;
      const res = await call(token, 'PUT', `/system/enterprise/${ent.id}/managers`, { userIds: [] });
      expect(res.statusCode).toBe(403);
      expect((await call(entAdmin, 'GET', '/system/enterprise/manager-options')).statusCode).toBe(403);
    });
  });
});
