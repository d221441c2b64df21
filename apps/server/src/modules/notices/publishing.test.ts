import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticePublication, operLog } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import {
  as,
  createFreelancer,
  createUser,
  freelancerToken,
  roleWith,
  tokensFor,
  unique,
} from '../../testing/factories.js';
import { NoticePublishing } from './publishing.js';

/** Notice publishing (issue 13): delivered by the notice system, counted per publication. */
describe('notice publishing', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    admin = (await tokensFor(app, (await createUser(app, { roles: ['admin'] })).username)).access_token;
  });
  afterAll(() => app.close());

  const publish = (token: string, body: Record<string, unknown>) =>
    as(app, token, { method: 'POST', url: '/interface/system/notice-publication', payload: body });
  const notices = async (token: string, url = '/interface/system/notice/list') =>
    (await as(app, token, { method: 'GET', url })).json().data as {
      total: number;
      rows: { id: number; kind: string; title: string; content: string }[];
    };
  const publication = async (title: string) =>
    (
      await as(app, admin, {
        method: 'GET',
        url: `/interface/system/notice-publication/list?keyword=${encodeURIComponent(title)}`,
      })
    ).json().data.rows[0];

  it('publishes to every enterprise user now; staff get none; read counts follow the reads', async () => {
    const a = await createUser(app, { userType: '02' });
    const b = await createUser(app, { userType: '02' });
    const frozen = await createUser(app, { userType: '02', status: '0' });
    const staff = await createUser(app);
    const title = unique('公告');
    const res = await publish(admin, { title, content: '系统将于今晚维护', target: 'B' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('sent');
    const aToken = (await tokensFor(app, a.username)).access_token;
    const mine = await notices(aToken);
    const got = mine.rows.find((n) => n.title === title);
    expect(got).toMatchObject({ kind: 'published', content: '系统将于今晚维护' });
    expect((await notices((await tokensFor(app, b.username)).access_token)).rows.some((n) => n.title === title)).toBe(
      true,
    );
    expect(
      (await notices((await tokensFor(app, staff.username)).access_token)).rows.some((n) => n.title === title),
    ).toBe(false);
    const row = await publication(title);
    expect(row).toMatchObject({ target: 'B', status: 'sent', readCount: 0, recipientCount: 0 });
    expect(row.sentCount).toBeGreaterThanOrEqual(2);
    const { db } = app.database;
    const noticeOf = await db.query.notice.findFirst({
      where: (n, { and: all, eq: is }) => all(is(n.userId, frozen.id), is(n.publicationId, row.id)),
    });
    expect(noticeOf).toBeUndefined();

    await as(app, aToken, { method: 'POST', url: '/interface/system/notice/read', payload: { id: got?.id } });
    expect((await publication(title)).readCount).toBe(1);
    const [log] = (
      await db.select().from(operLog).where(eq(operLog.route, '/interface/system/notice-publication'))
    ).filter((r) => r.summary?.includes(title));
    expect(log).toMatchObject({ entity: 'notice', outcome: 'success' });
  });

  it('publishes to chosen staff only, and to chosen freelancers', async () => {
    const chosen = await createUser(app);
    const other = await createUser(app);
    const title = unique('员工通知');
    const recipients = await as(app, admin, {
      method: 'GET',
      url: `/interface/system/notice-publication/recipients?target=R&keyword=${chosen.username}`,
    });
    expect(recipients.json().data).toEqual([{ id: chosen.id, label: `${chosen.username} (${chosen.name})` }]);
    await publish(admin, { title, content: '内容', target: 'R', recipientIds: [chosen.id] });
    expect((await notices((await tokensFor(app, chosen.username)).access_token)).rows[0]?.title).toBe(title);
    expect(
      (await notices((await tokensFor(app, other.username)).access_token)).rows.some((n) => n.title === title),
    ).toBe(false);
    expect(await publication(title)).toMatchObject({ sentCount: 1, recipientCount: 1 });

    const worker = await createFreelancer(app);
    const fTitle = unique('零工通知');
    await publish(admin, { title: fTitle, content: '内容', target: 'C', recipientIds: `${worker.id}` });
    const token = await freelancerToken(app, worker.phone);
    expect((await notices(token, '/interface/freelancer/notice/list')).rows[0]?.title).toBe(fTitle);
  });

  it('schedules a notice: nothing is sent before its time; withdrawn, it is never sent', async () => {
    const user = await createUser(app, { userType: '02' });
    const token = (await tokensFor(app, user.username)).access_token;
    const title = unique('定时');
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const res = await publish(admin, {
      title,
      content: '定时内容',
      target: 'B',
      recipientIds: [user.id],
      sendAt: later,
    });
    expect(res.json().data.status).toBe('scheduled');
    expect((await notices(token)).rows.some((n) => n.title === title)).toBe(false);

    // its time comes
    const { db } = app.database;
    await db
      .update(noticePublication)
      .set({ sendAt: new Date(Date.now() - 1000) })
      .where(eq(noticePublication.id, res.json().data.id));
    expect(await new NoticePublishing(db, app.notices).sendDue()).toBeGreaterThanOrEqual(1);
    expect((await notices(token)).rows[0]?.title).toBe(title);
    expect((await publication(title)).status).toBe('sent');
    const again = await as(app, admin, {
      method: 'DELETE',
      url: `/interface/system/notice-publication/${res.json().data.id}`,
    });
    expect(again.statusCode).toBe(409);

    const withdrawn = unique('撤回');
    const w = await publish(admin, {
      title: withdrawn,
      content: 'x',
      target: 'B',
      recipientIds: [user.id],
      sendAt: later,
    });
    const cancel = await as(app, admin, {
      method: 'DELETE',
      url: `/interface/system/notice-publication/${w.json().data.id}`,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await publication(withdrawn)).status).toBe('cancelled');
  });

  it('validates, and refuses callers without the codes and enterprise users whatever they hold', async () => {
    const bad = await publish(admin, { title: '', content: 'x', target: 'X' });
    expect(bad.statusCode).toBe(400);
    const agent = (await tokensFor(app, (await createUser(app, { roles: ['agent'] })).username)).access_token;
    const ent = await createUser(app, {
      userType: '02',
      roles: ['enterprise', await roleWith(app, ['system:notice:list', 'system:notice:publish'])],
    });
    const entToken = (await tokensFor(app, ent.username)).access_token;
    for (const token of [agent, entToken]) {
      expect((await publish(token, { title: 't', content: 'c', target: 'B' })).statusCode).toBe(403);
      const list = await as(app, token, { method: 'GET', url: '/interface/system/notice-publication/list' });
      expect(list.statusCode).toBe(403);
    }
  });
});
