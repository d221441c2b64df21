import type { Wallboard } from '@console/domain/schemas/softphone';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { callAgent } from '../modules/callcenter/factories.js';
import { testApp } from './app.js';
import { as } from './factories.js';

/**
 * What the call centre's socket tests share: a listening app with the simulator's timings shortened, phone sockets
 * closed after each test, and an event recorder a test can wait on.
 */
export const TEST_CALL_CENTER_SECRET = 'test-call-centre-secret-0123456789';
export const SEATS = '/interface/bblgServer/system/callCenter/account';

export const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

export interface PhoneTestServer {
  readonly app: FastifyInstance;
  readonly origin: string;
  /** A socket of the phone's namespace (or another), not connected yet, closed after the test. */
  socket(auth: Record<string, unknown>, options?: { namespace?: string; language?: string }): Socket;
}

/** Starts a listening test app for the file's tests (the env over fast call timings) and closes what they open. */
export function servePhoneTests(env: Record<string, string>): PhoneTestServer {
  let app: FastifyInstance | undefined;
  let origin = '';
  const open: Socket[] = [];
  beforeAll(async () => {
    app = await testApp({
      CALL_CENTER_SECRET: TEST_CALL_CENTER_SECRET,
      CALL_WRAPUP_SECONDS: '1',
      LOGIN_RATE_LIMIT: '10000',
      ...env,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(() => app?.close());
  return {
    get app() {
      if (!app) throw new Error('the test app starts in beforeAll');
      return app;
    },
    get origin() {
      return origin;
    },
    socket(auth, { namespace = '/phone', language = 'zh' } = {}) {
      const s = connect(`${origin}${namespace}`, {
        path: '/socket.io/',
        transports: ['websocket'],
        autoConnect: false,
        reconnection: false,
        auth,
        extraHeaders: { 'accept-language': language },
      });
      open.push(s);
      return s;
    },
  };
}

/** Every event of a socket, kept until a test asks for it. */
export function recorder<E = unknown>(s: Socket) {
  const seen: { name: string; body: E }[] = [];
  const waiters: { name: string; resolve: (e: E) => void }[] = [];
  s.onAny((name: string, body: E) => {
    const waiter = waiters.findIndex((w) => w.name === name);
    if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(body);
    else seen.push({ name, body });
  });
  return {
    next<T extends E = E>(name: string, ms = 8_000): Promise<T> {
      const i = seen.findIndex((e) => e.name === name);
      if (i >= 0) return Promise.resolve(seen.splice(i, 1)[0]?.body as T);
      return new Promise((resolve, reject) => {
        waiters.push({ name, resolve: resolve as (e: E) => void });
        setTimeout(() => reject(new Error(`no ${name}`)), ms);
      });
    },
    has(name: string) {
      return seen.some((e) => e.name === name);
    },
  };
}

export type Ack<T> = { code: number; data?: T; msg?: string };

/** An event with its acknowledgement (5 s at most). */
export const emit = <T>(s: Socket, event: string, body?: unknown) =>
  (body === undefined ? s.timeout(5_000).emitWithAck(event) : s.timeout(5_000).emitWithAck(event, body)) as Promise<
    Ack<T>
  >;

/** An agent of the centre (a new staff user) who takes the seat and puts the phone online (idle). */
export async function onlineAgent(server: PhoneTestServer, oemSerial: string, agentId: string, roles?: string[]) {
  const { app } = server;
  const agent = await callAgent(app, oemSerial, roles);
  expect((await as(app, agent.token, { method: 'POST', url: `${SEATS}/lock`, ...form({ agentId }) })).statusCode).toBe(
    200,
  );
  const issued = await as(app, agent.token, {
    method: 'POST',
    url: '/interface/callCenter/agent/token',
    ...form({ agentId }),
  });
  const s = server.socket({ token: issued.json().data.token });
  const events = recorder(s);
  s.connect();
  await events.next('agentStateChanged');
  return { ...agent, s, events, agentId };
}

/** Boards as they are pushed; `until` waits for one that passes a test. */
export function boards(s: Socket) {
  const seen: Wallboard[] = [];
  const waiters: { test: (b: Wallboard) => boolean; resolve: (b: Wallboard) => void }[] = [];
  s.on('wallboard', (board: Wallboard) => {
    seen.push(board);
    for (const w of waiters.splice(0)) {
      if (w.test(board)) w.resolve(board);
      else waiters.push(w);
    }
  });
  return {
    until(test: (b: Wallboard) => boolean): Promise<Wallboard> {
      const found = seen.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        waiters.push({ test, resolve });
        setTimeout(() => reject(new Error('no such board')), 5_000);
      });
    },
  };
}
