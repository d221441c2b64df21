import { messages } from '@console/domain/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysRole } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { createUser, roleWith, tokensFor } from '../../testing/factories.js';

/** Saved views (issue 23): a user's own, a role's default under it, reset, and who may set a default. */
describe('saved list views', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    admin = (await tokensFor(app, (await createUser(app, { roles: ['admin'] })).username)).access_token;
  });
  afterAll(() => app.close());

  const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'zh') =>
    app.inject({
      method,
      url: `/interface${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const key = '/client/order/orderList/index';
  const q = `?key=${encodeURIComponent(key)}`;
  const view = {
    columns: ['orderNo', 'status', 'amount'],
    pageSize: 50,
    filters: [{ name: '待验收', filters: { status: '4' } }],
  };
  async function userWithRole() {
    const code = await roleWith(app, ['client:order:list']);
    const [role] = await app.database.db.select().from(sysRole).where(eq(sysRole.code, code));
    const user = await createUser(app, { roles: [code] });
    return { roleId: role?.id as number, token: (await tokensFor(app, user.username)).access_token };
  }

  it('saves a user’s view, reads it back from another session, and resets it', async () => {
    const user = await createUser(app);
    const one = (await tokensFor(app, user.username)).access_token;
    expect((await call(one, 'GET', `/list-view${q}`)).json().data).toEqual({
      view: null,
      source: 'none',
      roleDefault: null,
    });
    // As the console sends it: form-encoded, the view as one JSON field.
    const saved = await app.inject({
      method: 'PUT',
      url: `/interface/list-view${q}`,
      headers: { authorization: `Bearer ${one}` },
      payload: { view: JSON.stringify(view) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const two = (await tokensFor(app, user.username)).access_token;
    expect((await call(two, 'GET', `/list-view${q}`)).json().data).toEqual({ view, source: 'user', roleDefault: null });
    // Another user sees nothing of it.
    const other = (await tokensFor(app, (await createUser(app)).username)).access_token;
    expect((await call(other, 'GET', `/list-view${q}`)).json().data.source).toBe('none');
    const reset = await call(two, 'DELETE', `/list-view${q}`);
    expect(reset.json().data).toEqual({ view: null, source: 'none', roleDefault: null });
  });

  it('shows a role’s default until the user saves their own, and again after a reset', async () => {
    const { roleId, token } = await userWithRole();
    const byRole = { columns: ['orderNo', 'amount'], pageSize: 10, filters: [] };
    expect((await call(admin, 'PUT', `/system/role/${roleId}/list-view${q}`, { view: byRole })).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/system/role/${roleId}/list-view${q}`)).json().data).toEqual(byRole);
    expect((await call(token, 'GET', `/list-view${q}`)).json().data).toEqual({
      view: byRole,
      source: 'role',
      roleDefault: byRole,
    });
    await call(token, 'PUT', `/list-view${q}`, { view });
    expect((await call(token, 'GET', `/list-view${q}`)).json().data).toMatchObject({ view, source: 'user' });
    expect((await call(token, 'DELETE', `/list-view${q}`)).json().data).toMatchObject({ view: byRole, source: 'role' });
    await call(admin, 'DELETE', `/system/role/${roleId}/list-view${q}`);
    expect((await call(token, 'GET', `/list-view${q}`)).json().data.source).toBe('none');
  });

  it('lets only role editors set a default (403), and 404 for a role that does not exist', async () => {
    const { roleId, token } = await userWithRole();
    expect((await call(token, 'PUT', `/system/role/${roleId}/list-view${q}`, { view })).statusCode).toBe(403);
    expect((await call(token, 'GET', `/system/role/${roleId}/list-view${q}`)).statusCode).toBe(403);
    expect((await call(admin, 'PUT', `/system/role/999999999/list-view${q}`, { view })).statusCode).toBe(404);
  });

  it('refuses a bad view with a translated reason and keeps the stored one', async () => {
    const { token } = await userWithRole();
    await call(token, 'PUT', `/list-view${q}`, { view });
    const twice = { ...view, filters: [view.filters[0], view.filters[0]] };
    const dup = await call(token, 'PUT', `/list-view${q}`, { view: twice }, 'en');
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toContain(messages.listViewFilterNameTaken.en);
    expect((await call(token, 'PUT', `/list-view${q}`, { view: { ...view, pageSize: 1000 } })).statusCode).toBe(400);
    expect((await call(token, 'PUT', '/list-view?key=a%20b', { view })).statusCode).toBe(400);
    expect((await call(token, 'GET', `/list-view${q}`)).json().data.view).toEqual(view);
  });
});
