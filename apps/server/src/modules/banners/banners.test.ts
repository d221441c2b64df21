import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { banner, fileObject, operLog } from '../../db/schema/index.js';
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
import { ownDatabase } from '../../testing/own-database.js';
import { multipart, pdf, png } from '../../testing/samples.js';

interface Active {
  id: number;
  title: string;
  imageUrl: string;
  linkType: string;
  link: string;
  displayKind: string;
}

/** Banners (issue 13): staff keep them; each side's carousel reads the ones on, within their period, by sort. */
describe('banners', () => {
  let app: FastifyInstance;
  let admin: string;
  let adminName: string;
  let image: string;
  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    adminName = (await createUser(app, { roles: ['admin'] })).username;
    admin = (await tokensFor(app, adminName)).access_token;
    image = await upload(admin, 'banner.png', png());
  });
  // The tests share a PostgreSQL database with later runs: what they made goes, so carousels stay short.
  const made: number[] = [];
  afterEach(async () => {
    if (made.length) await app.database.db.delete(banner).where(inArray(banner.id, made.splice(0)));
  });
  afterAll(() => app.close());

  async function upload(token: string, name: string, bytes: Buffer) {
    const body = await multipart({ name, bytes }, { path: 'banner' });
    const res = await as(app, token, {
      method: 'POST',
      url: '/interface/files/upload',
      payload: body.payload,
      headers: body.headers,
    });
    if (res.statusCode !== 200) throw new Error(`upload: ${res.body}`);
    return res.json().data.url as string;
  }

  const valid = (overrides: Record<string, unknown> = {}) => ({
    title: unique('轮播'),
    imageUrl: image,
    linkType: 'I',
    link: '/client/task/taskList',
    displayKind: 'L',
    side: 'B',
    sort: 10,
    status: '1',
    ...overrides,
  });
  const create = (token: string, body: Record<string, unknown>) =>
    as(app, token, { method: 'POST', url: '/interface/system/banner', payload: body });
  const created = async (overrides: Record<string, unknown> = {}) => {
    const body = valid(overrides);
    const res = await create(admin, body);
    expect(res.statusCode, res.body).toBe(200);
    made.push(res.json().data.id);
    return { id: res.json().data.id as number, title: body.title as string };
  };
  const active = async (token: string, url = '/interface/client/banner/active') => {
    const res = await as(app, token, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Active[];
  };
  const logOf = (route: string, id: number) =>
    app.database.db
      .select()
      .from(operLog)
      // the admin's own: on a shared PostgreSQL database other test files call every route with made-up ids
      .where(and(eq(operLog.route, route), eq(operLog.entityId, String(id)), eq(operLog.username, adminName)));

  it('creates, lists (filtered, sorted, paged), shows, edits, switches off and deletes, each write logged', async () => {
    const a = await created({ sort: 30 });
    const b = await created({ sort: 20, displayKind: 'S', linkType: 'W', link: 'https://example.com/a?b=1' });
    const detail = await as(app, admin, { method: 'GET', url: `/interface/system/banner/${a.id}` });
    expect(detail.json().data).toMatchObject({
      id: a.id,
      title: a.title,
      imageUrl: image,
      linkType: 'I',
      side: 'B',
      status: '1',
      startAt: null,
      endAt: null,
    });
    expect(detail.json().data.createdByName).toBeTruthy();

    const prefix = a.title.slice(0, 3);
    const list = async (query: string) =>
      (await as(app, admin, { method: 'GET', url: `/interface/system/banner/list?${query}` })).json().data as {
        total: number;
        rows: { id: number }[];
      };
    const mine = (rows: { id: number }[]) => rows.map((r) => r.id).filter((id) => id === a.id || id === b.id);
    expect(mine((await list(`keyword=${encodeURIComponent(a.title)}`)).rows)).toEqual([a.id]);
    expect(mine((await list('displayKind=S&side=B&pageSize=100')).rows)).toEqual([b.id]);
    expect(mine((await list('linkType=W&pageSize=100')).rows)).toEqual([b.id]);
    const sorted = await list(`keyword=${encodeURIComponent(prefix)}&orderByColumn=sort&isAsc=asc&pageSize=100`);
    expect(mine(sorted.rows)).toEqual([b.id, a.id]);
    const paged = await list(`keyword=${encodeURIComponent(prefix)}&pageSize=1&pageNum=1`);
    expect(paged.rows).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    const badSort = await as(app, admin, { method: 'GET', url: '/interface/system/banner/list?orderByColumn=link' });
    expect(badSort.statusCode).toBe(400);

    const [createdLog] = await logOf('/interface/system/banner', a.id);
    expect(createdLog).toMatchObject({ entity: 'banner', method: 'POST', outcome: 'success' });
    expect(createdLog?.after).toContain(a.title);

    const edited = await as(app, admin, {
      method: 'PUT',
      url: `/interface/system/banner/${a.id}`,
      payload: valid({ title: `${a.title}改`, sort: 5 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [editLog] = await logOf('/interface/system/banner/:id', a.id);
    expect(editLog?.before).toContain(`"title":"${a.title}"`);
    expect(editLog?.after).toContain(`${a.title}改`);

    const off = await as(app, admin, {
      method: 'PUT',
      url: `/interface/system/banner/${a.id}/status`,
      payload: { status: '0' },
    });
    expect(off.statusCode).toBe(200);
    expect((await list('status=0&pageSize=100')).rows.some((r) => r.id === a.id)).toBe(true);
    const [statusLog] = await logOf('/interface/system/banner/:id/status', a.id);
    expect(statusLog?.before).toContain('"status":"1"');
    expect(statusLog?.after).toContain('"status":"0"');

    const removed = await as(app, admin, { method: 'DELETE', url: `/interface/system/banner/${a.id}` });
    expect(removed.statusCode).toBe(200);
    const [removeLog] = await logOf('/interface/system/banner/:id', a.id).then((rows) =>
      rows.filter((r) => r.method === 'DELETE'),
    );
    expect(removeLog?.before).toContain(a.title);
    expect((await as(app, admin, { method: 'GET', url: `/interface/system/banner/${a.id}` })).statusCode).toBe(404);
    expect((await as(app, admin, { method: 'DELETE', url: `/interface/system/banner/${a.id}` })).statusCode).toBe(404);
    expect(
      (
        await as(app, admin, {
          method: 'PUT',
          url: `/interface/system/banner/${a.id}/status`,
          payload: { status: '1' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('shows each side the banners on and within their period, smaller sort first', async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const second = await created({ sort: 9002 });
    const first = await created({ sort: 9001, displayKind: 'S', startAt: at(-hour), endAt: at(hour) });
    const future = await created({ sort: 9000, startAt: at(hour) });
    const past = await created({ sort: 9000, startAt: at(-2 * hour), endAt: at(-hour) });
    const off = await created({ sort: 9000, status: '0' });
    const worker = await created({ sort: 9000, side: 'C', link: '/m/tasks' });

    const enterprise = (await tokensFor(app, (await createUser(app, { userType: '02' })).username)).access_token;
    const shown = await active(enterprise);
    const ids = shown.map((r) => r.id);
    expect(ids.filter((id) => id === first.id || id === second.id)).toEqual([first.id, second.id]);
    for (const hidden of [future, past, off, worker]) expect(ids).not.toContain(hidden.id);
    expect(shown.find((r) => r.id === first.id)).toEqual({
      id: first.id,
      title: first.title,
      imageUrl: image,
      linkType: 'I',
      link: '/client/task/taskList',
      displayKind: 'S',
    });
    // staff read the enterprise side's too
    expect((await active(admin)).some((r) => r.id === second.id)).toBe(true);

    const freelancer = await freelancerToken(app, (await createFreelancer(app)).phone);
    const theirs = (await active(freelancer, '/interface/freelancer/banner/active')).map((r) => r.id);
    expect(theirs).toContain(worker.id);
    expect(theirs).not.toContain(second.id);
    // each side's call takes its own kind of session
    const crossed = await as(app, enterprise, { method: 'GET', url: '/interface/freelancer/banner/active' });
    expect(crossed.statusCode).toBe(401);
    const anonymous = await app.inject({ method: 'GET', url: '/interface/client/banner/active' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses links that do not fit their type, bad periods, control characters and images not stored here', async () => {
    const field = async (body: Record<string, unknown>) => {
      const res = await create(admin, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().data?.field as string;
    };
    expect(await field(valid({ linkType: 'I', link: 'https://example.com' }))).toBe('link');
    expect(await field(valid({ linkType: 'I', link: '//evil.example.com/x' }))).toBe('link');
    expect(await field(valid({ linkType: 'I', link: '/\\evil.example.com' }))).toBe('link');
    expect(await field(valid({ linkType: 'W', link: '/client/task/taskList' }))).toBe('link');
    expect(await field(valid({ linkType: 'W', link: 'javascript:alert(1)' }))).toBe('link');
    expect(await field(valid({ linkType: 'I', link: 'javascript:alert(1)' }))).toBe('link');
    expect(await field(valid({ linkType: 'W', link: 'data:text/html,<script>1</script>' }))).toBe('link');
    expect(await field(valid({ linkType: 'W', link: 'ftp://example.com/x' }))).toBe('link');
    expect(await field(valid({ linkType: 'X' }))).toBe('linkType');
    expect(await field(valid({ side: 'R' }))).toBe('side');
    expect(await field(valid({ displayKind: 'Q' }))).toBe('displayKind');
    expect(await field(valid({ title: '' }))).toBe('title');
    expect(await field(valid({ title: 'x'.repeat(61) }))).toBe('title');
    expect(await field(valid({ sort: -1 }))).toBe('sort');
    expect(await field(valid({ startAt: '2026-05-02T00:00:00.000Z', endAt: '2026-05-01T00:00:00.000Z' }))).toBe(
      'endAt',
    );
    expect(await field(valid({ startAt: 'tomorrow' }))).toBe('startAt');
    expect(await field(valid({ imageUrl: 'javascript:alert(1)' }))).toBe('imageUrl');
    expect(await field(valid({ imageUrl: 'https://example.com/a.png' }))).toBe('imageUrl');
    expect(await field(valid({ imageUrl: '/interface/files/console/nothing-here.png' }))).toBe('imageUrl');
    expect(await field(valid({ imageUrl: await upload(admin, 'terms.pdf', pdf()) }))).toBe('imageUrl');
    const nul = await create(admin, valid({ title: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    const en = await as(app, admin, {
      method: 'POST',
      url: '/interface/system/banner',
      headers: { 'accept-language': 'en' },
      payload: valid({ linkType: 'W', link: 'javascript:alert(1)' }),
    });
    expect(en.json().msg).toContain('must be an http(s) link');
    const edit = await created();
    const badEdit = await as(app, admin, {
      method: 'PUT',
      url: `/interface/system/banner/${edit.id}`,
      payload: valid({ linkType: 'W', link: 'javascript:alert(1)' }),
    });
    expect(badEdit.statusCode).toBe(400);
    const [failed] = await logOf('/interface/system/banner/:id', edit.id);
    expect(failed).toMatchObject({ outcome: 'failure', statusCode: 400 });
  });

  it('answers 403 without the codes and to enterprise users whatever they hold; 404 for an unknown one', async () => {
    const target = await created();
    const calls = (id: number) => [
      { method: 'GET' as const, url: '/interface/system/banner/list', code: 'list' },
      { method: 'GET' as const, url: `/interface/system/banner/${id}`, code: 'list' },
      { method: 'POST' as const, url: '/interface/system/banner', payload: valid(), code: 'add' },
      { method: 'PUT' as const, url: `/interface/system/banner/${id}`, payload: valid(), code: 'edit' },
      { method: 'PUT' as const, url: `/interface/system/banner/${id}/status`, payload: { status: '0' }, code: 'edit' },
      { method: 'DELETE' as const, url: `/interface/system/banner/${id}`, code: 'remove' },
    ];
    const agent = (await tokensFor(app, (await createUser(app, { roles: ['agent'] })).username)).access_token;
    const reader = (
      await tokensFor(app, (await createUser(app, { roles: [await roleWith(app, ['system:banner:list'])] })).username)
    ).access_token;
    const codes = ['system:banner:list', 'system:banner:add', 'system:banner:edit', 'system:banner:remove'];
    const ent = await createUser(app, { userType: '02', roles: ['enterprise', await roleWith(app, codes)] });
    const entToken = (await tokensFor(app, ent.username)).access_token;
    for (const { code, ...call } of calls(target.id)) {
      expect((await as(app, agent, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await as(app, entToken, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await as(app, reader, call)).statusCode, `${call.method} ${call.url}`).toBe(code === 'list' ? 200 : 403);
    }
    // refused calls changed nothing, and the enterprise user still reads its side's banners
    expect(
      (await as(app, admin, { method: 'GET', url: `/interface/system/banner/${target.id}` })).json().data,
    ).toMatchObject({ status: '1', title: target.title });
    expect((await active(entToken)).some((r) => r.id === target.id)).toBe(true);
    for (const { code: _, ...call } of calls(999_999_999)
      .slice(1)
      .filter((c) => c.method !== 'POST')) {
      expect((await as(app, admin, call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });

  it('seeds the demo banners with images stored here', async () => {
    // A new database of its own (PGlite in memory, or a PostgreSQL database made for it): what the demo seeds there
    // is all there is, whatever the tests sharing the PostgreSQL database have done to theirs.
    const own = process.env.TEST_DATABASE_URL ? await ownDatabase('banner_demo') : null;
    const fresh = await testApp({ LOGIN_RATE_LIMIT: '100000', ...(own ? { DATABASE_URL: own.url } : {}) });
    try {
      const staff = (await tokensFor(fresh, (await createUser(fresh, { roles: ['admin'] })).username)).access_token;
      const listed = await as(fresh, staff, { method: 'GET', url: '/interface/system/banner/list?pageSize=50' });
      expect(listed.statusCode, listed.body).toBe(200);
      const demo = (listed.json().data.rows as Active[]).filter((r) => r.title.includes('发票申请全程线上办理'));
      expect(demo).toHaveLength(1);
      // recorded as an upload
      const key = decodeURIComponent((demo[0]?.imageUrl ?? '').replace('/interface/files/', ''));
      const stored = await fresh.database.db.query.fileObject.findFirst({ where: eq(fileObject.objectKey, key) });
      expect(stored?.contentType).toBe('image/png');
    } finally {
      await fresh.close();
      await own?.drop();
    }
  });
});
