import { messages } from '@console/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operLog, platformList } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { createFreelancer, createUser, roleWith, stepUp, tokensFor } from '../../testing/factories.js';
import { call, enterpriseUser, freelancerWithToken, staffUser } from '../orders/factories.js';
import { createTask, taskBody } from '../tasks/factories.js';

const day = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('black and white lists', () => {
  let app: FastifyInstance;
  let admin: string;
  let ent: Awaited<ReturnType<typeof enterpriseUser>>;

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    admin = (await staffUser(app, ['admin'])).token;
    // Freezing an enterprise needs a fresh proof (step-up).
    await stepUp(app, admin);
    ent = await enterpriseUser(app);
  });
  afterAll(() => app.close());

  const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/interface${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const add = (body: object, token = admin) => send(token, 'POST', '/system/list', body);
  const remove = (id: number, token = admin) => send(token, 'DELETE', `/system/list/${id}`);
  /** Adds an entry that must succeed; answers its id. */
  async function listed(body: object): Promise<number> {
    const res = await add({ reason: '测试原因', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  }
  const logOf = async (route: string, id: number) =>
    (
      await app.database.db
        .select()
        .from(operLog)
        .where(eq(operLog.route, `/interface${route}`))
    ).filter((r) => r.entityId === String(id) && r.outcome === 'success');

  describe('the staff calls', () => {
    it('adds, lists (type, keyword, state, sort, page), edits and removes, each write in the operation log', async () => {
      const f = await createFreelancer(app);
      const id = await listed({ listType: '2', freelancerId: f.id, reason: '多次爽约' });
      const page = await send(admin, 'GET', `/system/list/list?listType=2&keyword=${f.phone}&state=active`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().data).toMatchObject({
        total: 1,
        rows: [{ id, listType: '2', subjectId: f.id, reason: '多次爽约', state: 'active', endAt: null }],
      });
      const row = page.json().data.rows[0];
      expect(row.subjectPhone).toBe(`${f.phone.slice(0, 3)}****${f.phone.slice(-4)}`);
      expect(row.subjectName).not.toBe(f.name);
      expect(page.body).not.toContain(f.phone);
      // another type or state finds nothing; sorting and paging are the server's
      expect((await send(admin, 'GET', `/system/list/list?listType=1&keyword=${f.phone}`)).json().data.total).toBe(0);
      expect((await send(admin, 'GET', `/system/list/list?state=expired&keyword=${f.phone}`)).json().data.total).toBe(
        0,
      );
      const sorted = await send(admin, 'GET', '/system/list/list?orderByColumn=startAt&isAsc=asc&pageSize=1');
      expect(sorted.json().data.rows).toHaveLength(1);
      expect((await send(admin, 'GET', '/system/list/list?orderByColumn=reason')).statusCode).toBe(400);
      const tomorrow = iso(day).slice(0, 10);
      expect(
        (await send(admin, 'GET', `/system/list/list?keyword=${f.phone}&beginTime=${tomorrow}`)).json().data.total,
      ).toBe(0);

      const [added] = await logOf('/system/list', id);
      expect(added?.entity).toBe('list');
      expect(added?.after).toContain('多次爽约');

      const end = iso(30 * day);
      const edit = await send(admin, 'PUT', `/system/list/${id}`, { reason: '多次爽约，限期一月', endAt: end });
      expect(edit.statusCode, edit.body).toBe(200);
      const [edited] = await logOf('/system/list/:id', id);
      expect(edited?.before).toContain('"endAt":null');
      expect(edited?.after).toContain('限期一月');
      const after = (await send(admin, 'GET', `/system/list/list?keyword=${f.phone}`)).json().data.rows[0];
      expect(after).toMatchObject({ reason: '多次爽约，限期一月', endAt: end });

      expect((await remove(id)).statusCode).toBe(200);
      expect((await send(admin, 'GET', `/system/list/list?keyword=${f.phone}`)).json().data.total).toBe(0);
      expect((await logOf('/system/list/:id', id)).some((r) => r.method === 'DELETE')).toBe(true);
      const [kept] = await app.database.db.select().from(platformList).where(eq(platformList.id, id));
      expect(kept?.removedAt).not.toBeNull();
      expect((await remove(id)).statusCode).toBe(404);
    });

    it('lists enterprises on the enterprise blacklist by name; the picker finds freelancers by phone, masked', async () => {
      const other = await enterpriseUser(app);
      const id = await listed({ listType: '3', enterpriseId: other.enterpriseId });
      const res = await send(admin, 'GET', '/system/list/list?listType=3&pageSize=100');
      expect(res.json().data.rows.map((r: { id: number }) => r.id)).toContain(id);
      const f = await createFreelancer(app);
      const pick = await send(admin, 'GET', `/system/list/freelancers?keyword=${f.phone}`);
      expect(pick.json().data).toEqual([{ id: f.id, label: expect.stringContaining(`${f.phone.slice(0, 3)}****`) }]);
      expect(pick.body).not.toContain(f.phone);
      await remove(id);
    });

    it('refuses bad input: type, subject kind, unknown subject, reason, period, NUL', async () => {
      const f = await createFreelancer(app);
      const bad: [object, string][] = [
        [{ listType: '4', freelancerId: f.id }, 'listType'],
        [{ listType: '1', enterpriseId: ent.enterpriseId }, 'enterpriseId'],
        [{ listType: '3', freelancerId: f.id }, 'freelancerId'],
        [{ listType: '3' }, 'enterpriseId'],
        [{ listType: '2', freelancerId: 999_999_999 }, 'freelancerId'],
        [{ listType: '3', enterpriseId: 999_999_999 }, 'enterpriseId'],
        [{ listType: '2', freelancerId: f.id, reason: '   ' }, 'reason'],
        [{ listType: '2', freelancerId: f.id, reason: 'x'.repeat(501) }, 'reason'],
        [{ listType: '2', freelancerId: f.id, startAt: iso(2 * day), endAt: iso(day) }, 'endAt'],
        [{ listType: '2', freelancerId: f.id, endAt: iso(-day) }, 'endAt'],
        [{ listType: '2', freelancerId: f.id, startAt: 'tomorrow' }, 'startAt'],
      ];
      for (const [body, field] of bad) {
        const res = await add({ reason: '原因', ...body });
        expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
        expect(res.json().data?.field, JSON.stringify(body)).toBe(field);
      }
      const nul = await add({ listType: '2', freelancerId: f.id, reason: 'a\u0000b' });
      expect(nul.statusCode).toBe(400);
      const en = await app.inject({
        method: 'POST',
        url: '/interface/system/list',
        headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
        payload: { listType: '2', freelancerId: 999_999_999, reason: 'x' },
      });
      expect(en.json().msg).toBe(messages.listSubjectUnknown.en);
      const id = await listed({ listType: '2', freelancerId: f.id });
      const edit = await send(admin, 'PUT', `/system/list/${id}`, { reason: '', endAt: iso(day) });
      expect(edit.statusCode).toBe(400);
      expect((await send(admin, 'PUT', '/system/list/999999999', { reason: 'x' })).statusCode).toBe(404);
      await remove(id);
    });

    it('keeps one entry per type and subject, and a freelancer off both lists at once (409)', async () => {
      const f = await createFreelancer(app);
      const black = await listed({ listType: '2', freelancerId: f.id });
      const again = await add({ listType: '2', freelancerId: f.id, reason: '再次' });
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe(messages.listDuplicate.zh);
      const white = await add({ listType: '1', freelancerId: f.id, reason: '优秀' });
      expect(white.statusCode).toBe(409);
      expect(white.json().msg).toBe(messages.listAlreadyBlacklisted.zh);
      // a whitelist entry starting after the blacklist one ends does not clash
      await send(admin, 'PUT', `/system/list/${black}`, { reason: '限期', endAt: iso(10 * day) });
      const later = await listed({ listType: '1', freelancerId: f.id, startAt: iso(11 * day) });
      // and the blacklist entry cannot be stretched into it
      const stretch = await send(admin, 'PUT', `/system/list/${black}`, { reason: '延长', endAt: iso(20 * day) });
      expect(stretch.statusCode).toBe(409);
      expect(stretch.json().msg).toBe(messages.listAlreadyWhitelisted.zh);
      await remove(black);
      await remove(later);
      const g = await createFreelancer(app);
      const w = await listed({ listType: '1', freelancerId: g.id });
      const b = await add({ listType: '2', freelancerId: g.id, reason: '违规' });
      expect(b.statusCode).toBe(409);
      expect(b.json().msg).toBe(messages.listAlreadyWhitelisted.zh);
      await remove(w);
      await listed({ listType: '2', freelancerId: g.id });
    });

    it('answers 403 to a role without the codes and to enterprise users whatever they hold', async () => {
      const agent = (await staffUser(app, ['agent'])).token;
      const readOnly = (
        await tokensFor(app, (await createUser(app, { roles: [await roleWith(app, ['system:list:list'])] })).username)
      ).access_token;
      const entAll = await createUser(app, {
        userType: '02',
        roles: [
          'enterprise',
          await roleWith(app, ['system:list:list', 'system:list:add', 'system:list:edit', 'system:list:remove']),
        ],
      });
      const entToken = (await tokensFor(app, entAll.username)).access_token;
      const f = await createFreelancer(app);
      const id = await listed({ listType: '2', freelancerId: f.id });
      const calls = (token: string) => [
        send(token, 'GET', '/system/list/list'),
        send(token, 'GET', '/system/list/freelancers'),
        add({ listType: '1', freelancerId: f.id, reason: 'x' }, token),
        send(token, 'PUT', `/system/list/${id}`, { reason: 'x' }),
        remove(id, token),
      ];
      for (const token of [agent, entToken]) {
        for (const res of await Promise.all(calls(token))) expect(res.statusCode, res.body).toBe(403);
      }
      const [list, ...writes] = await Promise.all(calls(readOnly));
      expect(list?.statusCode).toBe(200);
      for (const res of writes) expect(res.statusCode).toBe(403);
      // whoever may add entries may pick the enterprise to blacklist (the client lists' enterprise options)
      const adder = (
        await tokensFor(
          app,
          (
            await createUser(app, { roles: [await roleWith(app, ['system:list:list', 'system:list:add'])] })
          ).username,
        )
      ).access_token;
      expect((await send(adder, 'GET', '/client/enterprise/options')).statusCode).toBe(200);
      expect((await send(readOnly, 'GET', '/client/enterprise/options')).statusCode).toBe(403);
      await remove(id);
    });
  });

  describe('enforced in the task and order workflows', () => {
    const apply = (token: string, taskId: number) => call(app, token, 'POST', '/freelancer/orders', { taskId });
    const visible = async (token: string, title: string) =>
      (await call(app, token, 'GET', `/freelancer/tasks?keyword=${encodeURIComponent(title)}`)).json().data.total;

    it('a blacklisted freelancer cannot apply, be invited or accept; allowed once removed or outside the period', async () => {
      const f = await freelancerWithToken(app);
      const t = await createTask(app, ent.enterpriseId);
      // an invitation made before the blacklisting
      const invited = await call(app, ent.token, 'POST', '/client/order/invite', {
        taskId: (await createTask(app, ent.enterpriseId)).id,
        phone: f.phone,
      });
      expect(invited.statusCode, invited.body).toBe(200);
      const id = await listed({ listType: '2', freelancerId: f.id });

      const refused = await apply(f.token, t.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toBe(messages.standingFreelancerBlacklisted.zh);
      const invite = await call(app, ent.token, 'POST', '/client/order/invite', { taskId: t.id, phone: f.phone });
      expect(invite.statusCode).toBe(409);
      expect(invite.json().msg).toBe(messages.standingFreelancerBlacklisted.zh);
      const accept = await call(app, f.token, 'POST', `/freelancer/orders/${invited.json().data.id}/accept`);
      expect(accept.statusCode).toBe(409);
      const en = await app.inject({
        method: 'POST',
        url: '/interface/freelancer/orders',
        headers: { authorization: `Bearer ${f.token}`, 'accept-language': 'en' },
        payload: { taskId: t.id },
      });
      expect(en.json().msg).toBe(messages.standingFreelancerBlacklisted.en);

      // an entry that ended no longer counts
      await app.database.db
        .update(platformList)
        .set({ startAt: new Date(Date.now() - 2 * day), endAt: new Date(Date.now() - day) })
        .where(eq(platformList.id, id));
      expect((await apply(f.token, t.id)).statusCode).toBe(200);
      // one that has not started yet does not either
      const g = await freelancerWithToken(app);
      await listed({ listType: '2', freelancerId: g.id, startAt: iso(day) });
      expect((await apply(g.token, t.id)).statusCode).toBe(200);
      // and removing one lets the freelancer in at once
      const h = await freelancerWithToken(app);
      const hId = await listed({ listType: '2', freelancerId: h.id });
      expect((await apply(h.token, t.id)).statusCode).toBe(409);
      await remove(hId);
      expect((await apply(h.token, t.id)).statusCode).toBe(200);
      expect((await call(app, f.token, 'POST', `/freelancer/orders/${invited.json().data.id}/accept`)).statusCode).toBe(
        200,
      );
    });

    it('a whitelist-only task is seen, applied for and invited to only by whitelisted freelancers', async () => {
      const t = await createTask(app, ent.enterpriseId, { whitelistOnly: true });
      const f = await freelancerWithToken(app);
      const g = await freelancerWithToken(app);
      expect(await visible(f.token, t.title)).toBe(0);
      const refused = await apply(f.token, t.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toBe(messages.standingWhitelistOnly.zh);
      const invite = await call(app, ent.token, 'POST', '/client/order/invite', { taskId: t.id, phone: g.phone });
      expect(invite.json().msg).toBe(messages.standingWhitelistOnly.zh);

      await listed({ listType: '1', freelancerId: f.id });
      await listed({ listType: '1', freelancerId: g.id });
      expect(await visible(f.token, t.title)).toBe(1);
      expect((await apply(f.token, t.id)).statusCode).toBe(200);
      expect(
        (await call(app, ent.token, 'POST', '/client/order/invite', { taskId: t.id, phone: g.phone })).statusCode,
      ).toBe(200);
      // the enterprise sets and reads the flag through the task form's body
      const created = await call(app, ent.token, 'POST', '/client/task', taskBody({ whitelistOnly: 'true' }));
      expect(created.json().data.whitelistOnly).toBe(true);
      const plain = await call(app, ent.token, 'POST', '/client/task', taskBody());
      expect(plain.json().data.whitelistOnly).toBe(false);
    });

    it('a blacklisted enterprise cannot create, submit, have approved, reopen or invite; allowed once removed', async () => {
      const e = await enterpriseUser(app);
      const draft = (await call(app, e.token, 'POST', '/client/task', taskBody())).json().data;
      const pending = await createTask(app, e.enterpriseId, { status: '1' });
      const recruiting = await createTask(app, e.enterpriseId);
      const f = await freelancerWithToken(app);
      const id = await listed({ listType: '3', enterpriseId: e.enterpriseId });
      const refusals = [
        await call(app, e.token, 'POST', '/client/task', taskBody()),
        await call(app, e.token, 'POST', `/client/task/${draft.id}/submit`),
        await call(app, admin, 'POST', `/client/task/${pending.id}/approve`),
        await call(app, e.token, 'POST', '/client/order/invite', { taskId: recruiting.id, phone: f.phone }),
      ];
      for (const res of refusals) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().msg).toBe(messages.standingEnterpriseBlacklisted.zh);
      }
      // freelancers still apply to what is already recruiting; closing is still the enterprise's
      expect((await apply(f.token, recruiting.id)).statusCode).toBe(200);
      expect((await call(app, e.token, 'POST', `/client/task/${recruiting.id}/close`)).statusCode).toBe(200);
      expect((await call(app, e.token, 'POST', `/client/task/${recruiting.id}/reopen`)).statusCode).toBe(409);

      await remove(id);
      expect((await call(app, e.token, 'POST', '/client/task', taskBody())).statusCode).toBe(200);
      expect((await call(app, e.token, 'POST', `/client/task/${draft.id}/submit`)).statusCode).toBe(200);
      expect((await call(app, admin, 'POST', `/client/task/${pending.id}/approve`)).statusCode).toBe(200);
      expect((await call(app, e.token, 'POST', `/client/task/${recruiting.id}/reopen`)).statusCode).toBe(200);
      const g = await freelancerWithToken(app);
      expect(
        (await call(app, e.token, 'POST', '/client/order/invite', { taskId: recruiting.id, phone: g.phone }))
          .statusCode,
      ).toBe(200);
    });

    it("refuses a frozen enterprise's open work with 409; staff still read and settle; unfreezing restores it", async () => {
      const e = await enterpriseUser(app);
      const t = await createTask(app, e.enterpriseId);
      const pending = await createTask(app, e.enterpriseId, { status: '1' });
      const f = await freelancerWithToken(app);
      const g = await freelancerWithToken(app);
      const invited = (
        await call(app, e.token, 'POST', '/client/order/invite', { taskId: t.id, phone: g.phone })
      ).json().data;
      const applied = (await apply(f.token, t.id)).json().data;
      expect((await call(app, e.token, 'POST', `/client/order/${applied.id}/accept`)).statusCode).toBe(200);
      const h = await freelancerWithToken(app);
      const standing = (status: '0' | '1') =>
        send(admin, 'PUT', `/system/enterprise/${e.enterpriseId}/standing`, { status, reason: '测试冻结' });
      expect((await standing('0')).statusCode).toBe(200);

      expect(await visible(h.token, t.title)).toBe(0);
      const refusals = [
        await apply(h.token, t.id),
        await call(app, g.token, 'POST', `/freelancer/orders/${invited.id}/accept`),
        await call(app, f.token, 'POST', `/freelancer/orders/${applied.id}/deliver`, { note: 'done' }),
        await call(app, admin, 'POST', `/client/task/${pending.id}/approve`),
      ];
      for (const res of refusals) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().msg).toBe(messages.standingEnterpriseFrozen.zh);
      }
      // staff read everything and can still wind things up
      expect((await call(app, admin, 'GET', `/client/task/${t.id}`)).statusCode).toBe(200);
      expect((await call(app, admin, 'GET', `/client/order/${applied.id}`)).statusCode).toBe(200);
      expect(
        (await call(app, admin, 'POST', `/client/task/${pending.id}/reject`, { reason: '企业已冻结' })).statusCode,
      ).toBe(200);

      expect((await standing('1')).statusCode).toBe(200);
      expect(await visible(h.token, t.title)).toBe(1);
      expect((await apply(h.token, t.id)).statusCode).toBe(200);
      expect((await call(app, g.token, 'POST', `/freelancer/orders/${invited.id}/accept`)).statusCode).toBe(200);
      expect(
        (await call(app, f.token, 'POST', `/freelancer/orders/${applied.id}/deliver`, { note: 'done' })).statusCode,
      ).toBe(200);
      const rows = await app.database.db
        .select()
        .from(platformList)
        .where(and(eq(platformList.listType, '3'), eq(platformList.subjectId, e.enterpriseId)));
      expect(rows).toHaveLength(0);
    });
  });
});
