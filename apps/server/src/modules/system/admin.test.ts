import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operLog, sysRole, sysUser } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import {
  as,
  createEnterprise,
  createUser,
  passwordLogin,
  roleWith,
  stepUp,
  tokensFor,
  unique,
  userById,
} from '../../testing/factories.js';
import { ownDatabase } from '../../testing/own-database.js';

const MSG = {
  forbidden: '没有权限，请联系管理员授权',
  lastSuperAdmin: '不能冻结或取消最后一位超级管理员',
  usernameTaken: '该登录账号已存在',
  enterpriseRequired: '企业用户必须选择所属企业',
  socketIdEnterpriseOnly: '只有企业用户可以设置聊天 ID',
  roleInUse: '角色已分配给 1 个用户，不能删除',
  superRoleLocked: '内置超级管理员角色不能修改权限、停用或删除',
  passwordChangeRequired: '您的密码由管理员设置，请先修改密码后再使用系统',
};

describe('platform administration: users and roles', () => {
  let app: FastifyInstance;
  let adminToken: string;
  let adminName: string;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    as(app, token, {
      method,
      url: `/interface${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const roleIdOf = async (code: string) =>
    (await app.database.db.query.sysRole.findFirst({ where: eq(sysRole.code, code) }))?.id as number;
  const logOf = async (route: string, entityId: number | string) =>
    (
      await app.database.db
        .select()
        .from(operLog)
        // the admin's own: on a shared PostgreSQL database other test files call every route with made-up ids
        .where(and(eq(operLog.route, `/interface${route}`), eq(operLog.username, adminName)))
    ).filter((r) => r.entityId === String(entityId));

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    const admin = await createUser(app, { roles: ['admin'] });
    adminName = admin.username;
    adminToken = (await tokensFor(app, admin.username)).access_token;
    // Resetting passwords and changing roles need a fresh proof (step-up).
    await stepUp(app, adminToken);
  });
  afterAll(() => app.close());

  describe('users', () => {
    it('creates a staff user with several roles and a one-time password that must be changed at sign-in', async () => {
      const username = unique('staff');
      const res = await call(adminToken, 'POST', '/system/user', {
        username,
        name: '新员工',
        userType: '01',
        roleIds: [await roleIdOf('agent'), await roleIdOf('enterprise')],
        ipAllowList: '10.0.0.0/8, 127.0.0.1',
      });
      expect(res.statusCode).toBe(200);
      const { id, password } = res.json().data;
      expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{12}$/);
      const row = await userById(app, id);
      expect(row).toMatchObject({ username, userType: '01', mustChangePassword: true });
      expect(row?.ipAllowList).toEqual(['10.0.0.0/8', '127.0.0.1']);

      const login = await passwordLogin(app, username, password);
      expect(login.statusCode).toBe(200);
      expect(login.json().must_change_password).toBe(true);
      const token = login.json().access_token;
      const me = await call(token, 'GET', '/auth/user');
      expect(me.json().data).toMatchObject({ mustChangePassword: true, roleName: expect.stringContaining(',') });
      // Until it is changed the one-time password opens only who one is, one's menu, the change and sign-out.
      expect((await call(token, 'GET', `/system/menu/${username}`)).statusCode).toBe(200);
      expect((await call(token, 'GET', `/auth/ipStatus?username=${username}`)).statusCode).toBe(200);
      for (const [method, url] of [
        ['GET', '/client/task/list'],
        ['GET', '/system/user/list'],
        ['PUT', '/system/user/profile'],
        ['GET', '/system/notice-publication/list'],
      ] as const) {
        const refused = await call(token, method, url, method === 'PUT' ? { name: 'x' } : undefined);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().msg).toBe(MSG.passwordChangeRequired);
      }

      const change = await call(token, 'PUT', '/system/user/profile/password', {
        oldPassword: password,
        newPassword: 'newpass123',
      });
      expect(change.statusCode).toBe(200);
      expect((await call(token, 'GET', '/client/task/list')).statusCode).toBe(200);
      const again = await passwordLogin(app, username, 'newpass123');
      expect(again.json().must_change_password).toBeUndefined();
      expect((await logOf('/system/user', id))[0]).toMatchObject({
        username: expect.any(String),
        method: 'POST',
        entity: 'user',
        outcome: 'success',
        statusCode: 200,
      });
    });

    it('creates an enterprise user only with an enterprise, and a chat socketId only for 02', async () => {
      const noEnt = await call(adminToken, 'POST', '/system/user', {
        username: unique('e'),
        name: 'x',
        userType: '02',
      });
      expect(noEnt.statusCode).toBe(400);
      expect(noEnt.json().msg).toBe(MSG.enterpriseRequired);
      const staffChat = await call(adminToken, 'POST', '/system/user', {
        username: unique('s'),
        name: 'x',
        userType: '01',
        socketId: unique('B'),
      });
      expect(staffChat.json().msg).toBe(MSG.socketIdEnterpriseOnly);

      const ent = await createEnterprise(app);
      const socketId = unique('B');
      const ok = await call(adminToken, 'POST', '/system/user', {
        username: unique('e'),
        name: '企业用户',
        userType: '02',
        enterpriseId: ent.id,
        socketId,
      });
      expect(ok.statusCode).toBe(200);
      expect(await userById(app, ok.json().data.id)).toMatchObject({ enterpriseId: ent.id, socketId });
    });

    it('refuses a taken username with 409 and bad input with 400 naming the field', async () => {
      const existing = await createUser(app);
      const taken = await call(adminToken, 'POST', '/system/user', {
        username: existing.username,
        name: 'x',
        userType: '01',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().msg).toBe(MSG.usernameTaken);
      const bad = await call(adminToken, 'POST', '/system/user', {
        username: 'a b',
        name: 'x',
        userType: '01',
        ipAllowList: 'not-an-ip',
      });
      expect(bad.statusCode).toBe(400);
    });

    it('lists users paginated, filtered and sorted on the server', async () => {
      const ent = await createEnterprise(app);
      const a = await createUser(app, { userType: '02', enterpriseId: ent.id, username: unique('lista') });
      const b = await createUser(app, { userType: '02', enterpriseId: ent.id, username: unique('listb'), status: '0' });
      const all = await call(
        adminToken,
        'GET',
        `/system/user/list?enterpriseId=${ent.id}&orderByColumn=username&isAsc=asc`,
      );
      expect(all.json().data.total).toBe(2);
      expect(all.json().data.rows.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
      expect(all.json().data.rows[0]).toMatchObject({ enterpriseName: ent.name, roles: [{ code: 'enterprise' }] });
      const frozen = await call(adminToken, 'GET', `/system/user/list?enterpriseId=${ent.id}&status=0`);
      expect(frozen.json().data.rows.map((r: { id: number }) => r.id)).toEqual([b.id]);
      const paged = await call(
        adminToken,
        'GET',
        `/system/user/list?enterpriseId=${ent.id}&pageSize=1&pageNum=2&orderByColumn=username&isAsc=asc`,
      );
      expect(paged.json().data).toMatchObject({ total: 2, rows: [expect.objectContaining({ id: b.id })] });
      const byKeyword = await call(adminToken, 'GET', `/system/user/list?keyword=${a.username}`);
      expect(byKeyword.json().data.rows.map((r: { id: number }) => r.id)).toEqual([a.id]);
      expect((await call(adminToken, 'GET', '/system/user/list?orderByColumn=passwordHash')).statusCode).toBe(400);
    });

    it('edits name, IP allow-list and chat id; the allow-list counts at the next sign-in', async () => {
      const user = await createUser(app, { userType: '02' });
      const res = await call(adminToken, 'PUT', `/system/user/${user.id}`, {
        name: '改名',
        ipAllowList: ['192.0.2.1'],
        socketId: unique('B'),
      });
      expect(res.statusCode).toBe(200);
      expect(await userById(app, user.id)).toMatchObject({ name: '改名', ipAllowList: ['192.0.2.1'] });
      expect((await passwordLogin(app, user.username)).statusCode).toBe(403);
      const [log] = await logOf('/system/user/:id', user.id);
      expect(log?.before).toContain(user.name);
      expect(log?.after).toContain('改名');
    });

    it('resets a password: the sessions end and the new one-time password must be changed', async () => {
      const user = await createUser(app);
      const token = (await tokensFor(app, user.username)).access_token;
      const res = await call(adminToken, 'POST', `/system/user/${user.id}/password/reset`);
      expect(res.statusCode).toBe(200);
      expect((await call(token, 'GET', '/auth/user')).statusCode).toBe(401);
      const login = await passwordLogin(app, user.username, res.json().data.password);
      expect(login.json().must_change_password).toBe(true);
      const [log] = await logOf('/system/user/:id/password/reset', user.id);
      expect(log?.summary ?? '').not.toContain(res.json().data.password);
    });

    it('answers 403 without the permission codes, and an enterprise user sees only their own enterprise', async () => {
      const agent = await createUser(app, { roles: ['agent'] });
      const agentToken = (await tokensFor(app, agent.username)).access_token;
      for (const [method, url] of [
        ['GET', '/system/user/list'],
        ['POST', '/system/user'],
        ['PUT', `/system/user/${agent.id}`],
        ['POST', `/system/user/${agent.id}/password/reset`],
        ['GET', '/system/role/list'],
        ['POST', '/system/role'],
        ['DELETE', '/system/role/1'],
      ] as const) {
        const res = await call(agentToken, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      const ent = await createEnterprise(app);
      const manager = await createUser(app, {
        userType: '02',
        enterpriseId: ent.id,
        roles: ['enterprise', await roleWith(app, ['system:user:list', 'system:role:list'])],
      });
      await createUser(app, { userType: '02' });
      const mine = await call(
        (await tokensFor(app, manager.username)).access_token,
        'GET',
        '/system/user/list?pageSize=100',
      );
      expect(mine.json().data.rows.every((r: { enterpriseId: number }) => r.enterpriseId === ent.id)).toBe(true);
      const roles = await call((await tokensFor(app, manager.username)).access_token, 'GET', '/system/role/list');
      expect(roles.statusCode).toBe(403);
    });
  });

  describe('roles', () => {
    it('creates a role from the menu tree, lists it with its user count, edits it and deletes it when unused', async () => {
      const tree = (await call(adminToken, 'GET', '/system/role/menu-tree')).json().data;
      const system = tree.find((n: { title: string }) => n.title === '系统管理');
      const usersPage = system.children.find((n: { perms: string }) => n.perms === 'system:user:list');
      expect(usersPage.children.map((n: { perms: string }) => n.perms)).toContain('system:user:add');
      const code = unique('r');
      const created = await call(adminToken, 'POST', '/system/role', {
        name: '用户查看',
        code,
        sort: 5,
        menuIds: [system.id, usersPage.id],
      });
      expect(created.statusCode).toBe(200);
      const id = created.json().data.id;
      const holder = await createUser(app, { roles: [code] });
      const token = (await tokensFor(app, holder.username)).access_token;
      expect((await call(token, 'GET', `/system/menu/${holder.username}`)).json().data.permissions).toEqual([
        'system:user:list',
      ]);
      const listed = await call(adminToken, 'GET', `/system/role/list?keyword=${code}`);
      expect(listed.json().data.rows).toEqual([expect.objectContaining({ id, userCount: 1, sort: 5 })]);

      const add = usersPage.children.find((n: { perms: string }) => n.perms === 'system:user:add');
      const edited = await call(adminToken, 'PUT', `/system/role/${id}`, {
        name: '用户管理员',
        code,
        menuIds: [system.id, usersPage.id, add.id],
      });
      expect(edited.statusCode).toBe(200);
      expect((await call(token, 'GET', `/system/menu/${holder.username}`)).json().data.permissions).toEqual([
        'system:user:add',
        'system:user:list',
      ]);
      expect((await call(adminToken, 'GET', `/system/role/${id}`)).json().data.menuIds).toHaveLength(3);

      const inUse = await call(adminToken, 'DELETE', `/system/role/${id}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().msg).toBe(MSG.roleInUse);
      await app.database.db.delete(sysUser).where(eq(sysUser.id, holder.id));
      expect((await call(adminToken, 'DELETE', `/system/role/${id}`)).statusCode).toBe(200);
      expect((await logOf('/system/role/:id', id)).map((r) => r.method).sort()).toEqual(['DELETE', 'DELETE', 'PUT']);
    });

    it('keeps the built-in super role whole', async () => {
      const superId = await roleIdOf('admin');
      for (const body of [
        { name: '超级管理员', code: 'admin', status: '0' },
        { name: '超级管理员', code: 'renamed' },
      ]) {
        const res = await call(adminToken, 'PUT', `/system/role/${superId}`, body);
        expect(res.statusCode).toBe(409);
        expect(res.json().msg).toBe(MSG.superRoleLocked);
      }
      expect((await call(adminToken, 'DELETE', `/system/role/${superId}`)).json().msg).toBe(MSG.superRoleLocked);
      // its grants stay everything, whatever menus are sent
      await call(adminToken, 'PUT', `/system/role/${superId}`, { name: '超级管理员', code: 'admin', menuIds: [] });
      const detail = (await call(adminToken, 'GET', `/system/role/${superId}`)).json().data;
      expect(detail.isSuper).toBe(true);
      expect(detail.menuIds.length).toBeGreaterThan(10);
    });

    it('never lets a role editor grant codes they do not hold', async () => {
      const editor = await createUser(app, { roles: [await roleWith(app, ['system:role:list', 'system:role:add'])] });
      const token = (await tokensFor(app, editor.username)).access_token;
      const tree = (await call(token, 'GET', '/system/role/menu-tree')).json().data;
      const flat = (nodes: { id: number; perms: string | null; children?: unknown[] }[]): typeof nodes =>
        nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
      const online = flat(tree).find((n) => n.perms === 'telManage:online');
      const res = await call(token, 'POST', '/system/role', { name: 'x', code: unique('r'), menuIds: [online?.id] });
      expect(res.statusCode).toBe(403);
    });
  });
});

/**
 * The last super administrator: in a database of its own (PGlite in memory, or a PostgreSQL database made for
 * it), since the rule counts every super administrator there is.
 */
describe('the last super administrator', () => {
  let app: FastifyInstance;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const own = await ownDatabase('adm_last_super');
      app = await testApp({ DATABASE_URL: own.url, LOGIN_RATE_LIMIT: '100000' });
      dropDatabase = own.drop;
    } else {
      app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    }
  });
  afterAll(async () => {
    await app.close();
    await dropDatabase?.();
  });

  it('cannot be frozen or stripped of the super role, until another one exists', async () => {
    const db = app.database.db;
    // only one valid super administrator: the one made here
    const supers = await db.select({ id: sysUser.id }).from(sysUser);
    for (const u of supers) await db.update(sysUser).set({ status: '0' }).where(eq(sysUser.id, u.id));
    const last = await createUser(app, { roles: ['admin'] });
    const token = (await tokensFor(app, last.username)).access_token;
    await stepUp(app, token);
    const agentRole = (await db.query.sysRole.findFirst({ where: eq(sysRole.code, 'agent') }))?.id as number;

    const freeze = await as(app, token, {
      method: 'PUT',
      url: `/interface/system/user/${last.id}/status`,
      payload: { status: '0' },
    });
    expect(freeze.statusCode).toBe(409);
    expect(freeze.json().msg).toBe(MSG.lastSuperAdmin);
    const strip = await as(app, token, {
      method: 'PUT',
      url: `/interface/system/user/${last.id}/roles`,
      payload: { roleIds: [agentRole] },
    });
    expect(strip.statusCode).toBe(409);
    expect((await userById(app, last.id))?.status).toBe('1');

    const second = await createUser(app, { roles: ['admin'] });
    const nowOk = await as(app, token, {
      method: 'PUT',
      url: `/interface/system/user/${second.id}/roles`,
      payload: { roleIds: [agentRole] },
    });
    expect(nowOk.statusCode).toBe(200);
    // second is no longer super: last is again the only one
    expect(
      (
        await as(app, token, {
          method: 'PUT',
          url: `/interface/system/user/${last.id}/status`,
          payload: { status: '0' },
        })
      ).statusCode,
    ).toBe(409);
  });
});
