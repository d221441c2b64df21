import { fieldLabel } from '@console/domain/field-labels';
import type { MenuRoute } from '@console/domain/schemas/system';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import {
  as,
  createUser,
  DEMO_PASSWORD,
  passwordLogin,
  stepUp,
  tokensFor,
  unique,
  userById,
} from '../../testing/factories.js';

const MSG = {
  forbidden: '没有权限，请联系管理员授权',
  menuSelfOnly: '只能查询本人的菜单',
  passwordWrong: '原密码错误',
  passwordWeak: '密码长度为 8-64 位，且须同时包含字母和数字',
  notFound: '资源不存在',
  frozen: '账号已冻结，请联系管理员',
};

/** Every route in a tree, depth first. */
const flatten = (routes: MenuRoute[]): MenuRoute[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

describe('system module', () => {
  let app: FastifyInstance;

  const access = async (username: string, password = DEMO_PASSWORD) =>
    (await tokensFor(app, username, password)).access_token;
  /** A token whose session has just proved its user: changing roles needs it (step-up). */
  const steppedUp = async (username: string) => {
    const token = await access(username);
    await stepUp(app, token);
    return token;
  };
  const menuOf = (token: string, username: string) =>
    as(app, token, { method: 'GET', url: `/interface/system/menu/${encodeURIComponent(username)}` });
  const me = (token: string) => as(app, token, { method: 'GET', url: '/interface/auth/user' });
  const put = (token: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    as(app, token, { method: 'PUT', url, payload: payload as Record<string, unknown>, headers });
  const roleId = async (code: string) => {
    const row = await app.database.db.query.sysRole.findFirst({ where: eq(sysRole.code, code) });
    if (!row) throw new Error(`no role ${code}`);
    return row.id;
  };
  /** A custom role granting exactly the menus that carry these permission codes. */
  const customRole = async (perms: string[]) => {
    const db = app.database.db;
    const [role] = await db
      .insert(sysRole)
      .values({ code: unique('role'), name: unique('角色') })
      .returning();
    const menus = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.perms, perms));
    if (menus.length > 0)
      await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role?.id as number, menuId: m.id })));
    return role?.id as number;
  };

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
  });
  afterAll(() => app.close());

  describe('GET /interface/system/menu/{username}', () => {
    it('answers every permission and the whole menu to a super user', async () => {
      const admin = await createUser(app, { roles: ['admin'] });
      const res = await menuOf(await access(admin.username), admin.username);
      expect(res.statusCode).toBe(200);
      const { code, data } = res.json();
      expect(code).toBe(200);
      const all = await app.database.db
        .selectDistinct({ perms: sysMenu.perms })
        .from(sysMenu)
        .where(and(isNotNull(sysMenu.perms), eq(sysMenu.status, '1')));
      expect([...data.permissions].sort()).toEqual(all.map((r) => r.perms).sort());
      expect(data.permissions).toContain('system:user:edit');
      expect(data.permissions).toContain('telManage:online');
      const names = flatten(data.routes).map((r) => r.name);
      expect(names).toEqual(
        expect.arrayContaining(['Client', 'TaskList', 'OrderList', 'OrderInvoice', 'InvoiceRecord', 'FeedbackList']),
      );
    });

    it("answers routes in the spec's menu-route shape, ordered by sort, the last one named 404", async () => {
      const admin = await createUser(app, { roles: ['admin'] });
      const { data } = (await menuOf(await access(admin.username), admin.username)).json();
      const routes = data.routes as MenuRoute[];
      expect(routes.length).toBeGreaterThan(1);
      expect(routes.at(-1)).toMatchObject({ name: '404', hidden: true });

      const sorts = new Map(
        (await app.database.db.select({ id: sysMenu.id, sort: sysMenu.sort }).from(sysMenu)).map((m) => [m.id, m.sort]),
      );
      const checkLevel = (level: MenuRoute[]) => {
        const real = level.filter((r) => r.name !== '404');
        const order = real.map((r) => sorts.get(r.id) as number);
        expect(order).toEqual([...order].sort((a, b) => a - b));
        for (const r of real) {
          expect(r).toEqual(
            expect.objectContaining({
              id: expect.any(Number),
              path: expect.any(String),
              name: expect.any(String),
              hidden: expect.any(Boolean),
              meta: expect.objectContaining({
                title: expect.any(String),
                affix: expect.any(Boolean),
                noCache: expect.any(Boolean),
                keepAlive: expect.any(Boolean),
              }),
            }),
          );
          expect(r.meta).toHaveProperty('icon');
          if (r.children) checkLevel(r.children);
        }
      };
      checkLevel(routes);

      const client = routes.find((r) => r.name === 'Client');
      expect(client).toMatchObject({ path: '/client', component: 'Layout', meta: { title: '客户管理', icon: 'team' } });
      expect(client?.children?.slice(0, 2).map((c) => c.name)).toEqual(['TaskList', 'OrderList']);
      expect(client?.children?.[0]).toMatchObject({
        path: 'task/taskList',
        component: 'client/task/taskList/index',
        meta: { title: '任务管理', titleEn: 'Tasks' },
      });
    });

    it('shows the enterprise demo role only client pages, its department tree and its own buttons', async () => {
      const user = await createUser(app, { userType: '02', roles: ['enterprise'] });
      const { data } = (await menuOf(await access(user.username), user.username)).json();
      const granted = await app.database.db
        .selectDistinct({ perms: sysMenu.perms })
        .from(sysRoleMenu)
        .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
        .where(and(eq(sysRoleMenu.roleId, await roleId('enterprise')), isNotNull(sysMenu.perms)));
      expect([...data.permissions].sort()).toEqual(granted.map((r) => r.perms).sort());
      expect(data.permissions.length).toBeGreaterThan(0);
      for (const p of data.permissions) expect(p).toMatch(/^(client:|system:dept:)/);
      expect(data.permissions).toContain('client:task:add');
      expect(data.permissions).not.toContain('client:task:review');
      expect(data.permissions).not.toContain('telManage:online');
      expect(data.permissions).not.toContain('system:user:edit');

      const routes = data.routes as MenuRoute[];
      expect(routes.map((r) => r.name)).toEqual(['Client', 'System', '404']);
      for (const page of flatten(routes.slice(0, -1))) {
        expect(
          page.component === 'Layout' ||
            page.component?.startsWith('client/') ||
            page.component === 'system/dept/index',
        ).toBe(true);
      }
    });

    it('gives the agent role the softphone permission', async () => {
      const user = await createUser(app, { roles: ['agent'] });
      const { data } = (await menuOf(await access(user.username), user.username)).json();
      expect(data.permissions).toContain('telManage:online');
      expect(data.permissions).not.toContain('system:user:edit');
    });

    it('answers only the 404 entry to a user without roles', async () => {
      const user = await createUser(app, { roles: [] });
      const { data } = (await menuOf(await access(user.username), user.username)).json();
      expect(data.permissions).toEqual([]);
      expect(data.routes.map((r: MenuRoute) => r.name)).toEqual(['404']);
    });

    it("refuses another user's menu with 403", async () => {
      const user = await createUser(app, { roles: ['admin'] });
      const other = await createUser(app);
      const token = await access(user.username);
      for (const name of [other.username, 'admin', unique('nobody')]) {
        const res = await menuOf(token, name);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 403, msg: MSG.menuSelfOnly, data: null });
      }
    });

    it('wants a token', async () => {
      const res = await app.inject({ method: 'GET', url: '/interface/system/menu/admin' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PUT /interface/system/user/profile', () => {
    it("changes one's own name, avatar, phone and e-mail", async () => {
      const user = await createUser(app);
      const token = await access(user.username);
      const res = await put(token, '/interface/system/user/profile', {
        name: '  王小二 ',
        wxHead: 'https://example.com/a.png',
        phone: '13800000000',
        email: 'wang@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, data: null });
      expect((await me(token)).json().data).toMatchObject({
        name: '王小二',
        wxHead: 'https://example.com/a.png',
        phone: '13800000000',
        email: 'wang@example.com',
      });
    });

    it('accepts a form-encoded body and changes only the fields given', async () => {
      const user = await createUser(app);
      const token = await access(user.username);
      const res = await put(token, '/interface/system/user/profile', 'phone=13911112222', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(res.statusCode).toBe(200);
      const row = await userById(app, user.id);
      expect(row).toMatchObject({ phone: '13911112222', name: user.name });
    });

    it.each([
      ['email', { email: 'not-an-e-mail' }],
      ['name', { name: '' }],
      ['name', { name: 'x'.repeat(65) }],
      ['phone', { phone: '1'.repeat(21) }],
    ])('answers 400 naming the field %s', async (field, body) => {
      const user = await createUser(app);
      const res = await put(await access(user.username), '/interface/system/user/profile', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().data.field).toBe(field);
      // the field as a person names it, then why (written for people)
      expect(res.json().msg).toMatch(new RegExp(`^${fieldLabel(field, 'zh')}：`));
    });

    it('answers validation messages in English when asked', async () => {
      const user = await createUser(app);
      const res = await put(
        await access(user.username),
        '/interface/system/user/profile',
        { email: 'nope' },
        { 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/^email: /);
      expect(res.json().msg).not.toMatch(/[\u4e00-\u9fff]/);
    });

    it('cannot change anyone else', async () => {
      const user = await createUser(app);
      const other = await createUser(app);
      await put(await access(user.username), '/interface/system/user/profile', { name: 'x', userId: other.id });
      expect((await userById(app, other.id))?.name).toBe(other.name);
    });
  });

  describe('PUT /interface/system/user/profile/password', () => {
    const change = (token: string, oldPassword: string, newPassword: string) =>
      put(token, '/interface/system/user/profile/password', { oldPassword, newPassword });

    it('refuses a wrong old password', async () => {
      const user = await createUser(app);
      const res = await change(await access(user.username), 'wrong-password1', 'NewPassw0rd');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: MSG.passwordWrong });
      expect((await passwordLogin(app, user.username)).statusCode).toBe(200);
    });

    it.each(['short1', 'lettersonly', '1234567890', `a1${'x'.repeat(63)}`])(
      'refuses the weak password %s',
      async (pw) => {
        const user = await createUser(app);
        const res = await change(await access(user.username), DEMO_PASSWORD, pw);
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toBe(MSG.passwordWeak);
        expect((await passwordLogin(app, user.username)).statusCode).toBe(200);
      },
    );

    it('names a missing field', async () => {
      const user = await createUser(app);
      const res = await put(await access(user.username), '/interface/system/user/profile/password', {
        oldPassword: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('newPassword');
    });

    it('changes the password, signs out the other sessions and keeps the current one', async () => {
      const user = await createUser(app);
      const elsewhere = await tokensFor(app, user.username);
      const current = await tokensFor(app, user.username);
      const res = await change(current.access_token, DEMO_PASSWORD, 'NewPassw0rd');
      expect(res.statusCode).toBe(200);

      expect((await me(current.access_token)).statusCode).toBe(200);
      expect((await me(elsewhere.access_token)).statusCode).toBe(401);
      const refreshElsewhere = await app.inject({
        method: 'POST',
        url: '/interface/auth/oauth/token',
        headers: { authorization: `Basic ${Buffer.from('console:console').toString('base64')}` },
        payload: { grant_type: 'refresh_token', refresh_token: elsewhere.refresh_token },
      });
      expect(refreshElsewhere.statusCode).toBe(401);

      expect((await passwordLogin(app, user.username, DEMO_PASSWORD)).statusCode).toBe(400);
      expect((await passwordLogin(app, user.username, 'NewPassw0rd')).statusCode).toBe(200);
      const row = await userById(app, user.id);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });
  });

  describe('PUT /interface/system/user/{id}/status', () => {
    it('freezes a user: their very next request answers 401 and they cannot sign in; restoring lets them back', async () => {
      const admin = await createUser(app, { roles: ['admin'] });
      const target = await createUser(app);
      const adminToken = await access(admin.username);
      const targetToken = await access(target.username);
      expect((await me(targetToken)).statusCode).toBe(200);

      const res = await put(adminToken, `/interface/system/user/${target.id}/status`, { status: '0' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, data: null });
      expect((await me(targetToken)).statusCode).toBe(401);
      const login = await passwordLogin(app, target.username);
      expect(login.statusCode).toBe(400);
      expect(login.json().msg).toBe(MSG.frozen);

      const restore = await put(adminToken, `/interface/system/user/${target.id}/status`, 'status=1', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(restore.statusCode).toBe(200);
      expect((await userById(app, target.id))?.status).toBe('1');
      // the old session stays ended; a new sign-in works
      expect((await me(targetToken)).statusCode).toBe(401);
      expect((await passwordLogin(app, target.username)).statusCode).toBe(200);
    });

    it('a frozen account is refused on its next request even when frozen behind the API', async () => {
      const target = await createUser(app);
      const token = await access(target.username);
      await app.database.db.update(sysUser).set({ status: '0' }).where(eq(sysUser.id, target.id));
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe(MSG.frozen);
    });

    it('requires the permission system:user:edit', async () => {
      const agent = await createUser(app, { roles: ['agent'] });
      const ent = await createUser(app, { userType: '02' });
      const target = await createUser(app);
      for (const who of [agent, ent]) {
        const res = await put(await access(who.username), `/interface/system/user/${target.id}/status`, {
          status: '0',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 403, msg: MSG.forbidden });
      }
      expect((await userById(app, target.id))?.status).toBe('1');
    });

    it('works for a holder of a custom role with system:user:edit', async () => {
      const manager = await createUser(app, { roles: [] });
      await app.database.db
        .insert(sysUserRole)
        .values({ userId: manager.id, roleId: await customRole(['system:user:edit']) });
      const target = await createUser(app);
      const res = await put(await access(manager.username), `/interface/system/user/${target.id}/status`, {
        status: '0',
      });
      expect(res.statusCode).toBe(200);
      expect((await userById(app, target.id))?.status).toBe('0');
    });

    it('answers 404 for an unknown user and 400 naming a bad field', async () => {
      const admin = await createUser(app, { roles: ['admin'] });
      const token = await access(admin.username);
      const missing = await put(token, '/interface/system/user/999999999/status', { status: '0' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 404, msg: MSG.notFound });

      const badStatus = await put(token, `/interface/system/user/${admin.id}/status`, { status: '2' });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().data.field).toBe('status');
      expect(badStatus.json().msg).toBe('状态：不是可选的值');

      const badId = await put(token, '/interface/system/user/abc/status', { status: '0' });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().data.field).toBe('id');
    });
  });

  describe('PUT /interface/system/user/{id}/roles', () => {
    it('changes permissions and menu on the very next request', async () => {
      const admin = await createUser(app, { roles: ['admin'] });
      const target = await createUser(app, { roles: ['agent'] });
      const adminToken = await steppedUp(admin.username);
      const token = await access(target.username);
      const before = (await menuOf(token, target.username)).json().data;
      expect(before.permissions).toContain('telManage:online');
      expect(before.permissions).not.toContain('client:task:add');

      const res = await put(adminToken, `/interface/system/user/${target.id}/roles`, {
        roleIds: [await roleId('enterprise')],
      });
      expect(res.statusCode).toBe(200);

      const after = (await menuOf(token, target.username)).json().data;
      expect(after.permissions).not.toContain('telManage:online');
      expect(after.permissions).toContain('client:task:add');
      expect((await me(token)).json().data.roleName).toBe('企业管理员');
    });

    it('grants a permission-guarded route on the next request, and takes it away again', async () => {
      const admin = await createUser(app, { roles: ['admin'] });
      const adminToken = await steppedUp(admin.username);
      const target = await createUser(app, { roles: ['agent'] });
      const token = await access(target.username);
      const probe = () => put(token, '/interface/system/user/999999999/status', { status: '1' });
      expect((await probe()).statusCode).toBe(403);

      const editor = await customRole(['system:user:edit']);
      // form-encoded, comma-joined ids as the spec's client sends them
      const res = await put(adminToken, `/interface/system/user/${target.id}/roles`, `roleIds=${editor}`, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(res.statusCode).toBe(200);
      expect((await probe()).statusCode).toBe(404);

      expect((await put(adminToken, `/interface/system/user/${target.id}/roles`, { roleIds: [] })).statusCode).toBe(
        200,
      );
      expect((await probe()).statusCode).toBe(403);
      const { data } = (await menuOf(token, target.username)).json();
      expect(data.permissions).toEqual([]);
      expect(data.routes.map((r: MenuRoute) => r.name)).toEqual(['404']);
    });

    it('accepts several roles and answers them comma-joined', async () => {
      const admin = await createUser(app, { roles: ['admin'] });
      const target = await createUser(app, { roles: [] });
      const ids = `${await roleId('enterprise')},${await roleId('agent')}`;
      const res = await put(
        await steppedUp(admin.username),
        `/interface/system/user/${target.id}/roles`,
        `roleIds=${ids}`,
        {
          'content-type': 'application/x-www-form-urlencoded',
        },
      );
      expect(res.statusCode).toBe(200);
      expect((await me(await access(target.username))).json().data.roleName).toBe('企业管理员,客服坐席');
    });

    it('answers 404 for an unknown role or user and leaves the roles alone', async () => {
      const admin = await createUser(app, { roles: ['admin'] });
      const target = await createUser(app, { roles: ['agent'] });
      const token = await steppedUp(admin.username);
      const res = await put(token, `/interface/system/user/${target.id}/roles`, {
        roleIds: [await roleId('enterprise'), 999999999],
      });
      expect(res.statusCode).toBe(404);
      expect((await me(await access(target.username))).json().data.roleName).toBe('客服坐席');
      const missing = await put(token, '/interface/system/user/999999999/roles', { roleIds: [] });
      expect(missing.statusCode).toBe(404);
    });

    it('answers 400 naming roleIds for bad ids', async () => {
      const admin = await createUser(app, { roles: ['admin'] });
      const res = await put(await steppedUp(admin.username), `/interface/system/user/${admin.id}/roles`, {
        roleIds: ['x'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toMatch(/^roleIds/);
      expect(res.json().msg).toContain('roleIds');
    });

    it('requires the permission system:user:edit', async () => {
      const agent = await createUser(app, { roles: ['agent'] });
      const res = await put(await steppedUp(agent.username), `/interface/system/user/${agent.id}/roles`, {
        roleIds: [await roleId('admin')],
      });
      expect(res.statusCode).toBe(403);
      expect((await me(await access(agent.username))).json().data.roleName).toBe('客服坐席');
    });

    it('never lets a holder of system:user:edit grant more than they hold', async () => {
      const manager = await createUser(app, { roles: ['agent'] });
      const editor = await customRole(['system:user:edit']);
      const admin = await createUser(app, { roles: ['admin'] });
      await put(await steppedUp(admin.username), `/interface/system/user/${manager.id}/roles`, {
        roleIds: [await roleId('agent'), editor],
      });
      const token = await steppedUp(manager.username);
      const colleague = await createUser(app, { roles: [] });

      for (const roles of [[await roleId('admin')], [await roleId('enterprise')], [editor, await roleId('admin')]]) {
        const res = await put(token, `/interface/system/user/${manager.id}/roles`, { roleIds: roles });
        expect(res.statusCode).toBe(403);
        const other = await put(token, `/interface/system/user/${colleague.id}/roles`, { roleIds: roles });
        expect(other.statusCode).toBe(403);
      }
      expect((await me(token)).json().data.roleCodes).not.toContain('admin');
      // nor freeze or strip a super user
      expect((await put(token, `/interface/system/user/${admin.id}/status`, { status: '0' })).statusCode).toBe(403);
      expect((await put(token, `/interface/system/user/${admin.id}/roles`, { roleIds: [] })).statusCode).toBe(403);
      expect((await me(await access(admin.username))).json().data.roleCodes).toEqual(['admin']);
      // what they hold themselves they may pass on
      const ok = await put(token, `/interface/system/user/${colleague.id}/roles`, {
        roleIds: [await roleId('agent')],
      });
      expect(ok.statusCode).toBe(200);
    });
  });
});
