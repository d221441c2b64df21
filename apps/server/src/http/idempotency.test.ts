import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKey, ledgerEntry, task } from '../db/schema/index.js';
import { taskBody } from '../modules/tasks/factories.js';
import { testApp } from '../testing/app.js';
import { as, createEnterprise, createUser, stepUp, tokensFor, unique } from '../testing/factories.js';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency.js';

/** how the store keeps a key: its SHA-256 (the key itself unseals the secrets of the answer) */
const storedKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A doubled or retried write with the same Idempotency-Key runs once, whatever the route. */
describe('Idempotency-Key', () => {
  let app: FastifyInstance;
  let enterpriseId: number;
  /** two users of one enterprise (a key is the caller's own) and a staff member who records recharges */
  let tok: { a: string; a2: string; admin: string };

  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object, key?: string) =>
    as(app, token, {
      method,
      url: `/interface${url}`,
      payload,
      headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key },
    });
  const tasksTitled = async (title: string) =>
    (await app.database.db.select({ id: task.id }).from(task).where(eq(task.title, title))).length;
  const rechargesNoted = async (remark: string) =>
    (await app.database.db.select({ id: ledgerEntry.id }).from(ledgerEntry).where(eq(ledgerEntry.remark, remark)))
      .length;

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    enterpriseId = (await createEnterprise(app)).id;
    const a = await createUser(app, { userType: '02', enterpriseId });
    const a2 = await createUser(app, { userType: '02', enterpriseId });
    const admin = await createUser(app, { userType: '01', roles: ['admin'] });
    tok = {
      a: (await tokensFor(app, a.username)).access_token,
      a2: (await tokensFor(app, a2.username)).access_token,
      admin: (await tokensFor(app, admin.username)).access_token,
    };
    // A password reset needs a fresh proof (step-up).
    await stepUp(app, tok.admin);
  });
  afterAll(() => app.close());

  it('a repeated create answers the first answer and creates one row', async () => {
    const body = taskBody();
    const key = randomUUID();
    const first = await send(tok.a, 'POST', '/client/task', body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await send(tok.a, 'POST', '/client/task', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(again.json()).toEqual(first.json());
    expect(await tasksTitled(body.title)).toBe(1);
  });

  it('simultaneous duplicates (a double click, a retry) create one row and all get the same answer', async () => {
    const remark = unique('double click');
    const key = randomUUID();
    const body = { enterpriseId, amount: '10', remark };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(tok.admin, 'POST', '/client/ledger/recharge', body, key)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((r) => r.json().data.entry.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => r.headers[REPLAYED_HEADER] === 'true')).toHaveLength(3);
    expect(await rechargesNoted(remark)).toBe(1);
  });

  it('without the header every request runs (the control)', async () => {
    const body = taskBody();
    await send(tok.a, 'POST', '/client/task', body);
    await send(tok.a, 'POST', '/client/task', body);
    expect(await tasksTitled(body.title)).toBe(2);
  });

  it('the same key with another request is refused (422) and runs nothing', async () => {
    const key = randomUUID();
    const first = taskBody();
    expect((await send(tok.a, 'POST', '/client/task', first, key)).statusCode).toBe(200);
    const other = taskBody();
    const res = await send(tok.a, 'POST', '/client/task', other, key);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('该 Idempotency-Key 已用于另一个请求');
    expect(await tasksTitled(other.title)).toBe(0);
  });

  it('a failed first answer frees the key: the corrected request runs', async () => {
    const key = randomUUID();
    const missing = await send(tok.a, 'POST', '/client/task/999999999/submit', {}, key);
    expect(missing.statusCode).toBe(404);
    const body = taskBody();
    const created = await send(tok.a, 'POST', '/client/task', body, key);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await tasksTitled(body.title)).toBe(1);
  });

  it('an edit (PUT) repeated with its key is answered from the store', async () => {
    const id = (await send(tok.a, 'POST', '/client/task', taskBody())).json().data.id as number;
    const body = taskBody();
    const key = randomUUID();
    const first = await send(tok.a, 'PUT', `/client/task/${id}`, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(tok.a, 'PUT', `/client/task/${id}`, body, key);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('a key is the caller’s own: another user with the same key creates their own row', async () => {
    const key = randomUUID();
    const body = taskBody();
    expect((await send(tok.a, 'POST', '/client/task', body, key)).statusCode).toBe(200);
    const other = await send(tok.a2, 'POST', '/client/task', body, key);
    expect(other.statusCode).toBe(200);
    expect(other.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await tasksTitled(body.title)).toBe(2);
  });

  it('an answer older than a day is forgotten: the key runs again', async () => {
    const key = randomUUID();
    const body = taskBody();
    expect((await send(tok.a, 'POST', '/client/task', body, key)).statusCode).toBe(200);
    await app.database.db
      .update(idempotencyKey)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKey.key, storedKey(key)));
    const later = await send(tok.a, 'POST', '/client/task', body, key);
    expect(later.statusCode).toBe(200);
    expect(later.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await tasksTitled(body.title)).toBe(2);
  });

  it('a malformed key is a 400 in the caller’s language and runs nothing', async () => {
    const body = taskBody();
    const res = await as(app, tok.a, {
      method: 'POST',
      url: '/interface/client/task',
      payload: body,
      headers: { [IDEMPOTENCY_HEADER]: 'x'.repeat(256), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Invalid Idempotency-Key header (1-255 visible characters)');
    expect(await tasksTitled(body.title)).toBe(0);
  });

  describe('nothing secret at rest', () => {
    const rowsOf = async (owner: string) =>
      app.database.db.select().from(idempotencyKey).where(eq(idempotencyKey.owner, owner));
    let adminOwner: string;
    beforeAll(async () => {
      adminOwner = `u:${(await as(app, tok.admin, { method: 'GET', url: '/interface/auth/user' })).json().data.userId}`;
    });

    const cases = [
      [
        'creating a user',
        async () => ({ url: '/system/user', body: { username: unique('idem'), userType: '01', name: 'Idem' } }),
      ],
      [
        'resetting a password',
        async () => ({
          url: `/system/user/${(await createUser(app, { userType: '01' })).id}/password/reset`,
          body: {},
        }),
      ],
    ] as const;

    it.each(cases)('%s: the one-time password is sealed, and replayed to the key’s holder', async (_, make) => {
      const { url, body } = await make();
      const key = randomUUID();
      const first = await send(tok.admin, 'POST', url, body, key);
      expect(first.statusCode, first.body).toBe(200);
      const { id, password } = first.json().data as { id: number; password: string };
      expect(password.length).toBeGreaterThan(6);

      const rows = (await rowsOf(adminOwner)).filter((r) => r.body?.includes(`"id":${id}`));
      expect(rows).toHaveLength(1);
      const stored = JSON.stringify(rows[0]);
      expect(stored).not.toContain(password);
      expect(stored).not.toContain(key);
      expect(rows[0]?.sealed).toBeTruthy();

      const again = await send(tok.admin, 'POST', url, body, key);
      expect(again.headers[REPLAYED_HEADER]).toBe('true');
      expect(again.json()).toEqual(first.json());
    });

    it('the stored fingerprint is keyed: no plain hash of a request body (which may hold a password)', async () => {
      const body = taskBody();
      const key = randomUUID();
      expect((await send(tok.a, 'POST', '/client/task', body, key)).statusCode).toBe(200);
      const plain = createHash('sha256')
        .update(`POST\n/interface/client/task\n${JSON.stringify(body)}`)
        .digest('hex');
      const owner = `u:${(await as(app, tok.a, { method: 'GET', url: '/interface/auth/user' })).json().data.userId}`;
      const [row] = (await rowsOf(owner)).filter((r) => r.key === storedKey(key));
      expect(row?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.fingerprint).not.toBe(plain);
    });
  });
});
