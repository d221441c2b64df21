import type { MenuRoute } from '@console/domain/schemas/system';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { as, createUser, tokensFor, unique } from '../../testing/factories.js';

const flatten = (routes: MenuRoute[]): MenuRoute[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

describe('the menu tree editor', () => {
  let app: FastifyInstance;
  let admin: string;
  let adminName: string;
  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    const u = await createUser(app, { roles: ['admin'] });
    adminName = u.username;
    admin = (await tokensFor(app, u.username)).access_token;
  });
  afterAll(() => app.close());
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    as(app, token, { method, url: `/interface${url}`, ...(payload ? { payload } : {}) });
  const menuNames = async () =>
    flatten((await call('GET', `/system/menu/${adminName}`)).json().data.routes).map((r) => r.name);

  it('adds a page and a button, shows them at the next menu load, edits and deletes them', async () => {
    const rows = (await call('GET', '/system/menu-admin/list')).json().data as { id: number; name: string }[];
    const system = rows.find((r) => r.name === 'System');
    const name = unique('Page');
    const created = await call('POST', '/system/menu-admin', {
      parentId: system?.id,
      menuType: 'C',
      title: '测试页面',
      titleEn: 'Test page',
      path: 'test',
      name,
      component: 'system/test/index',
      perms: `system:${name}:list`,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect(await menuNames()).toContain(name);
    const button = await call('POST', '/system/menu-admin', {
      parentId: id,
      menuType: 'F',
      title: '按钮',
      perms: 'system:x:y',
    });
    expect(button.statusCode).toBe(200);
    expect((await call('GET', `/system/menu/${adminName}`)).json().data.permissions).toContain('system:x:y');

    const hidden = await call('PUT', `/system/menu-admin/${id}`, {
      parentId: system?.id,
      menuType: 'C',
      title: '测试页面',
      path: 'test',
      name,
      component: 'system/test/index',
      status: '0',
    });
    expect(hidden.statusCode).toBe(200);
    expect(await menuNames()).not.toContain(name);

    const refused = await call('DELETE', `/system/menu-admin/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该菜单下还有子菜单，不能删除');
    expect((await call('DELETE', `/system/menu-admin/${button.json().data.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/system/menu-admin/${id}`)).statusCode).toBe(200);
  });

  it('refuses a parent that is a button, itself or under it; and callers without the codes', async () => {
    const dir = (await call('POST', '/system/menu-admin', { parentId: null, menuType: 'M', title: '目录' })).json().data
      .id;
    const child = (await call('POST', '/system/menu-admin', { parentId: dir, menuType: 'M', title: '子目录' })).json()
      .data.id;
    const loop = await call('PUT', `/system/menu-admin/${dir}`, { parentId: child, menuType: 'M', title: '目录' });
    expect(loop.statusCode).toBe(400);
    const btn = (
      await call('POST', '/system/menu-admin', { parentId: child, menuType: 'F', title: 'b', perms: 'a:b' })
    ).json().data.id;
    expect((await call('POST', '/system/menu-admin', { parentId: btn, menuType: 'C', title: 'x' })).statusCode).toBe(
      400,
    );
    for (const id of [btn, child, dir]) expect((await call('DELETE', `/system/menu-admin/${id}`)).statusCode).toBe(200);
    const agent = (await tokensFor(app, (await createUser(app, { roles: ['agent'] })).username)).access_token;
    expect((await call('GET', '/system/menu-admin/list', undefined, agent)).statusCode).toBe(403);
    expect(
      (await call('POST', '/system/menu-admin', { menuType: 'M', title: 'x', parentId: null }, agent)).statusCode,
    ).toBe(403);
  });
});
