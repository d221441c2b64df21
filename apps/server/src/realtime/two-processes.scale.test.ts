import type { ChatMessage } from '@console/domain/schemas/chat';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, sysRole, taskOrder } from '../db/schema/index.js';
import { chatPair } from '../modules/chat/factories.js';
import { createTask, taskBody } from '../modules/tasks/factories.js';
import { testApp } from '../testing/app.js';
import { createFreelancer, createUser, freelancerToken, stepUp, tokensFor, unique } from '../testing/factories.js';
import { ServerProcesses } from '../testing/server-process.js';

/**
 * Two server processes on one PostgreSQL and one Redis (scripts/test-pg.sh runs this): sockets connected to
 * different processes talk to each other, and what happens on one process (a sign-out, a notice) reaches the
 * sockets held by the other.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!databaseUrl) throw new Error('the scale tests need PostgreSQL and Redis: run scripts/test-pg.sh');

const servers = new ServerProcesses();
const sockets: Socket[] = [];
let app: FastifyInstance;
let processes: { a: string; b: string };

async function startProcess(): Promise<string> {
  const { origin } = await servers.start({
    DATABASE_URL: databaseUrl as string,
    REDIS_URL: redisUrl,
    SEED_DEMO: 'false',
  });
  return origin;
}

function socketAt(origin: string, token: string): Promise<Socket> {
  const s = connect(origin, { path: '/socket.io/', transports: ['websocket'], reconnection: false, auth: { token } });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

const next = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, (v: T) => resolve(v)));
/** The first `event` whose payload passes `test` (a socket may still hear earlier messages, such as its own echo). */
const nextMatching = <T>(s: Socket, event: string, test: (v: T) => boolean) =>
  new Promise<T>((resolve) => {
    const listener = (v: T) => {
      if (!test(v)) return;
      s.off(event, listener);
      resolve(v);
    };
    s.on(event, listener);
  });

beforeAll(async () => {
  // Data through an app of this test process on the same database; the two servers only serve.
  app = await testApp();
  const [a, b] = await Promise.all([startProcess(), startProcess()]);
  processes = { a: a as string, b: b as string };
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await servers.stopAll();
  await app?.close();
});

describe('two processes through Redis', () => {
  it('delivers chat both ways between sockets on different processes, and drops a session on both', async () => {
    const user = await createUser(app, { userType: '02', roles: ['enterprise'], socketId: `B${unique('').slice(1)}` });
    const worker = await createFreelancer(app);
    const job = await createTask(app, user.enterpriseId as number);
    await app.database.db.insert(taskOrder).values({
      orderNo: unique('O'),
      taskId: job.id,
      enterpriseId: user.enterpriseId as number,
      freelancerId: worker.id,
      mode: 'A',
      status: '3',
      amount: '100.00',
    });
    const tokens = await tokensFor(app, user.username);
    const fToken = await freelancerToken(app, worker.phone);
    const b = user.socketId as string;
    const c = `C${worker.id}`;

    const onA = await socketAt(processes.a, tokens.access_token);
    const onB = await socketAt(processes.b, fToken);
    const alsoOnB = await socketAt(processes.b, tokens.access_token);
    for (const [s, socketId, roleType] of [
      [onA, b, 'PC'],
      [onB, c, 'MINI'],
      [alsoOnB, b, 'PC'],
    ] as const) {
      expect((await s.timeout(5_000).emitWithAck('login', { socketId, roleType })).code).toBe(200);
    }

    const atFreelancer = next<ChatMessage>(onB, 'msg');
    const atOtherTab = next<ChatMessage>(alsoOnB, 'msg');
    const sent = await onA.timeout(5_000).emitWithAck(
      'sub',
      JSON.stringify({
        message_type: 1,
        message: '跨进程',
        userId: b,
        receiverUserId: c,
        receiverWxRole: 'C',
        clientId: 'x1',
      }),
    );
    expect(sent.code).toBe(200);
    expect((await atFreelancer).id).toBe(sent.data.id);
    expect((await atOtherTab).id).toBe(sent.data.id);

    const atConsole = nextMatching<ChatMessage>(onA, 'msg', (m) => m.message === '收到');
    await onB.timeout(5_000).emitWithAck(
      'sub',
      JSON.stringify({
        message_type: 1,
        message: '收到',
        userId: c,
        receiverUserId: b,
        receiverWxRole: 'B',
        clientId: 'y1',
      }),
    );
    expect((await atConsole).message).toBe('收到');

    // A notice raised through process A reaches the user's socket on process B.
    const notice = next<{ kind: string }>(alsoOnB, 'notice');
    const applied = await fetch(`${processes.a}/interface/freelancer/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ taskId: (await createTask(app, user.enterpriseId as number)).id }),
    });
    expect(applied.status).toBe(200);
    expect((await notice).kind).toBe('orderApplied');

    // Signing out through process A drops the session's socket held by process B.
    const dropped = next<string>(alsoOnB, 'disconnect');
    const out = await fetch(`${processes.a}/interface/auth/signout`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(out.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  });
});

/** Chat keeps allowed pairs in each process's memory: a list change made through one process counts on the other. */
describe('chat standing across processes', () => {
  it('a blacklisting through one process refuses the next message on the other, and its removal allows it', async () => {
    const p = await chatPair(app);
    const staff = await createUser(app, { roles: ['admin'] });
    const admin = (await tokensFor(app, staff.username)).access_token;
    const pc = await socketAt(processes.b, p.tokens.access_token);
    expect((await pc.timeout(5_000).emitWithAck('login', { socketId: p.b, roleType: 'PC' })).code).toBe(200);
    const send = async () => {
      const sub = { message_type: 1, message: 'hi', userId: p.b, receiverUserId: p.c, receiverWxRole: 'C' };
      const ack = await pc.timeout(5_000).emitWithAck('sub', JSON.stringify({ ...sub, clientId: unique('c') }));
      return ack.code as number;
    };
    const staffCall = (method: string, url: string, body?: object) =>
      fetch(`${processes.a}/interface${url}`, {
        method,
        headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    expect(await send()).toBe(200);
    const listed = await staffCall('POST', '/system/list', {
      listType: '2',
      freelancerId: p.worker.id,
      reason: '爽约',
    });
    expect(listed.status).toBe(200);
    expect(await send()).toBe(403);
    const id = ((await listed.json()) as { data: { id: number } }).data.id;
    expect((await staffCall('DELETE', `/system/list/${id}`)).status).toBe(200);
    expect(await send()).toBe(200);
  });
});

/** Chat moderation keeps its automaton in each process's memory: a word blocked through one counts on the other. */
describe('chat moderation across processes', () => {
  it('a word blocked through one process refuses the next message on the other, and its removal allows it', async () => {
    const p = await chatPair(app);
    const staff = await createUser(app, { roles: ['admin'] });
    const admin = (await tokensFor(app, staff.username)).access_token;
    const pc = await socketAt(processes.b, p.tokens.access_token);
    expect((await pc.timeout(5_000).emitWithAck('login', { socketId: p.b, roleType: 'PC' })).code).toBe(200);
    const word = unique('禁');
    const tag = unique('t').slice(0, 30);
    const send = async () => {
      const sub = { message_type: 1, message: `说${word}`, userId: p.b, receiverUserId: p.c, receiverWxRole: 'C' };
      const ack = await pc.timeout(5_000).emitWithAck('sub', JSON.stringify({ ...sub, clientId: unique('c') }));
      return ack.code as number;
    };
    const staffCall = (method: string, url: string, body?: object) =>
      fetch(`${processes.a}/interface${url}`, {
        method,
        headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    expect(await send()).toBe(200);
    expect((await staffCall('POST', '/system/moderation/words', { word, tag })).status).toBe(200);
    expect(await send()).toBe(400);
    expect((await staffCall('DELETE', `/system/moderation/tags/${tag}`)).status).toBe(200);
    expect(await send()).toBe(200);
  });
});

/**
 * Signed-in principals are kept in each process's memory: a change made through one process must refuse the old
 * token (or the old permission) on the very next request to the other.
 */
describe('revocation across processes', () => {
  const call = (origin: string, token: string, url: string, init: RequestInit = {}) =>
    fetch(`${origin}/interface${url}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
  /** A user whose token both processes have verified (and so keep). */
  const signedInOnBoth = async (roles: string[] = ['agent']) => {
    const user = await createUser(app, { roles });
    const { access_token } = await tokensFor(app, user.username);
    for (const origin of [processes.a, processes.b])
      expect((await call(origin, access_token, '/auth/user')).status).toBe(200);
    return { user, token: access_token };
  };
  let admin: string;
  beforeAll(async () => {
    admin = (await tokensFor(app, (await createUser(app, { roles: ['admin'] })).username)).access_token;
    // Resetting a password and changing roles need a fresh proof (step-up), kept on the session in the database.
    await stepUp(app, admin);
  });

  it('sign-out on one process refuses the token on the other at once', async () => {
    const { token } = await signedInOnBoth();
    expect((await call(processes.a, token, '/auth/signout', { method: 'DELETE' })).status).toBe(200);
    expect((await call(processes.b, token, '/auth/user')).status).toBe(401);
  });

  it("an administrator's freeze, force sign-out and password reset on one process refuse the token on the other", async () => {
    const frozen = await signedInOnBoth();
    const freeze = await call(processes.a, admin, `/system/user/${frozen.user.id}/status`, {
      method: 'PUT',
      body: JSON.stringify({ status: '0' }),
    });
    expect(freeze.status).toBe(200);
    expect((await call(processes.b, frozen.token, '/auth/user')).status).toBe(401);

    const forced = await signedInOnBoth();
    const session = await app.database.db.query.authSession.findFirst({
      where: eq(authSession.userId, forced.user.id),
    });
    expect(session).toBeDefined();
    expect((await call(processes.a, admin, `/system/online/${session?.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(processes.b, forced.token, '/auth/user')).status).toBe(401);

    const reset = await signedInOnBoth();
    const answer = await call(processes.a, admin, `/system/user/${reset.user.id}/password/reset`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect((await call(processes.b, reset.token, '/auth/user')).status).toBe(401);
  });

  it("a role change on one process counts on the other process's very next request", async () => {
    const { user, token } = await signedInOnBoth(['admin']);
    expect((await call(processes.b, token, '/system/user/list?pageSize=1')).status).toBe(200);
    const agent = await app.database.db.query.sysRole.findFirst({ where: eq(sysRole.code, 'agent') });
    const change = await call(processes.a, admin, `/system/user/${user.id}/roles`, {
      method: 'PUT',
      body: JSON.stringify({ roleIds: [agent?.id] }),
    });
    expect(change.status).toBe(200);
    expect((await call(processes.b, token, '/system/user/list?pageSize=1')).status).toBe(403);
  });
});

describe('list answers across processes', () => {
  it('a task created and edited through one process shows in the next list on the other', async () => {
    const owner = await createUser(app, { userType: '02', roles: ['enterprise'] });
    const { access_token: token } = await tokensFor(app, owner.username);
    const call = (origin: string, url: string, init: RequestInit = {}) =>
      fetch(`${origin}/interface${url}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      });
    const titles = async (origin: string) => {
      const res = await call(origin, '/client/task/list?pageNum=1&pageSize=50');
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { rows: { title: string }[] } }).data.rows.map((r) => r.title);
    };
    // both processes keep the (empty) first page
    expect(await titles(processes.b)).toEqual([]);
    expect(await titles(processes.b)).toEqual([]);
    const created = await call(processes.a, '/client/task', {
      method: 'POST',
      body: JSON.stringify(taskBody({ title: '跨进程任务' })),
    });
    expect(created.status).toBe(200);
    expect(await titles(processes.b)).toEqual(['跨进程任务']);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const edited = await call(processes.a, `/client/task/${id}`, {
      method: 'PUT',
      body: JSON.stringify(taskBody({ title: '改过的任务' })),
    });
    expect(edited.status).toBe(200);
    expect(await titles(processes.b)).toEqual(['改过的任务']);
  });
});
