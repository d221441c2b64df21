import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprise, operLog } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import {
  as,
  createEnterprise,
  createUser,
  passwordLogin,
  roleWith,
  stepUp,
  tokensFor,
} from '../../testing/factories.js';

describe('enterprises kept by the platform', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    admin = (await tokensFor(app, (await createUser(app, { roles: ['admin'] })).username)).access_token;
    // Freezing needs a fresh proof (step-up).
    await stepUp(app, admin);
  });
  afterAll(() => app.close());
  const standing = (token: string, id: number, body: Record<string, unknown>) =>
    as(app, token, { method: 'PUT', url: `/interface/system/enterprise/${id}/standing`, payload: body });

  it('lists enterprises filtered and sorted, with contacts masked, and shows one with its users', async () => {
    const ent = await createEnterprise(app);
    await app.database.db
      .update(enterprise)
      .set({ contactName: '张三丰', contactPhone: '13912345678', creditGrade: 'B' })
      .where(eq(enterprise.id, ent.id));
    const user = await createUser(app, { userType: '02', enterpriseId: ent.id });
    const res = await as(app, admin, {
      method: 'GET',
      url: `/interface/system/enterprise/list?keyword=${encodeURIComponent(ent.name)}&creditGrade=B&orderByColumn=name&isAsc=asc`,
    });
    expect(res.json().data).toMatchObject({
      total: 1,
      rows: [{ id: ent.id, contactPhone: '139****5678', creditGrade: 'B', userCount: 1 }],
    });
    expect(res.body).not.toContain('13912345678');
    const detail = await as(app, admin, { method: 'GET', url: `/interface/system/enterprise/${ent.id}` });
    expect(detail.json().data.users).toEqual([expect.objectContaining({ id: user.id, username: user.username })]);
  });

  it('freezes an enterprise with a reason: its users are signed out and told why they cannot sign in', async () => {
    const ent = await createEnterprise(app);
    const user = await createUser(app, { userType: '02', enterpriseId: ent.id });
    const token = (await tokensFor(app, user.username)).access_token;
    const noReason = await standing(admin, ent.id, { status: '0' });
    expect(noReason.statusCode).toBe(400);
    const res = await standing(admin, ent.id, { status: '0', creditGrade: 'C', reason: '逾期未结算' });
    expect(res.statusCode).toBe(200);
    expect((await as(app, token, { method: 'GET', url: '/interface/auth/user' })).statusCode).toBe(401);
    const login = await passwordLogin(app, user.username);
    expect(login.statusCode).toBe(400);
    expect(login.json().msg).toBe('所属企业已冻结，无法登录，请联系平台客服');
    const [log] = await app.database.db
      .select()
      .from(operLog)
      .where(eq(operLog.route, '/interface/system/enterprise/:id/standing'))
      .then((rows) => rows.filter((r) => r.entityId === String(ent.id) && r.outcome === 'success'));
    expect(log?.before).toContain('"status":"1"');
    expect(log?.after).toContain('逾期未结算');

    await standing(admin, ent.id, { status: '1', reason: '已结清' });
    expect((await passwordLogin(app, user.username)).statusCode).toBe(200);
  });

  it('answers 403 without the codes and to enterprise users whatever they hold; 404 for an unknown one', async () => {
    const agent = (await tokensFor(app, (await createUser(app, { roles: ['agent'] })).username)).access_token;
    const ent = await createUser(app, {
      userType: '02',
      roles: ['enterprise', await roleWith(app, ['system:enterprise:list', 'system:enterprise:edit'])],
    });
    const entToken = (await tokensFor(app, ent.username)).access_token;
    for (const token of [agent, entToken]) {
      expect((await as(app, token, { method: 'GET', url: '/interface/system/enterprise/list' })).statusCode).toBe(403);
      expect((await standing(token, ent.enterpriseId as number, { status: '0', reason: '测试' })).statusCode).toBe(403);
    }
    expect((await standing(admin, 999_999_999, { status: '0', reason: '测试' })).statusCode).toBe(404);
  });
});
