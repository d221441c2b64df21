import type { PhoneEvent, SeatStatus, Wallboard } from '@console/domain/schemas/softphone';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecord } from '../../../db/schema/index.js';
import { testApp } from '../../../testing/app.js';
import { as, roleWith } from '../../../testing/factories.js';
import { callAgent, callCentre } from '../factories.js';
import { buildCallCenterService } from './service-app.js';

/**
 * Two console instances on one PostgreSQL sharing the call-centre service (CALL_CENTER_URL): a call is transferred
 * between agents whose phones are on different instances, and an agent's call survives their instance stopping.
 */
const SECRET = 'remote-call-centre-secret-0123456789';
const timings = { answerDelayMs: 150, ringTimeoutMs: 5_000, dropAfterMs: 200, wrapupSeconds: 30 };
let service: FastifyInstance;
let serviceUrl: string;
const apps: FastifyInstance[] = [];
const open: Socket[] = [];

const originOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

/** A console instance on the call-centre service; with `redis`, its sockets' events reach the other such instances. */
async function instance(redis = false): Promise<FastifyInstance> {
  const app = await testApp({
    CALL_CENTER_URL: serviceUrl,
    CALL_CENTER_SECRET: SECRET,
    CALL_SEAT_GRACE_MS: '30000',
    LOGIN_RATE_LIMIT: '10000',
    ...(redis ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  service = await buildCallCenterService({ secret: SECRET, timings, seatGraceMs: 30_000, logLevel: 'silent' });
  serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  for (const app of apps) await app.close();
  await service.close();
});

const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

/** The phone of an agent holding `agentId`, through `app`, with every event it hears kept in order. */
async function phone(app: FastifyInstance, token: string, agentId: string) {
  const issued = await as(app, token, {
    method: 'POST',
    url: '/interface/callCenter/agent/token',
    ...form({ agentId }),
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const s = connect(`${originOf(app)}/phone`, {
    path: '/socket.io/',
    transports: ['websocket'],
    reconnection: false,
    auth: { token: issued.json().data.token, takeover: true },
  });
  open.push(s);
  const heard: { name: string; body: PhoneEvent }[] = [];
  s.onAny((name: string, body: PhoneEvent) => heard.push({ name, body }));
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  const send = <T>(event: string, body?: unknown) =>
    (body === undefined ? s.timeout(5_000).emitWithAck(event) : s.timeout(5_000).emitWithAck(event, body)) as Promise<{
      code: number;
      data: T;
      msg?: string;
    }>;
  /** the first event of this name not yet taken */
  const next = async (name: string): Promise<PhoneEvent> => {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const i = heard.findIndex((e) => e.name === name);
      if (i >= 0) return (heard.splice(0, i + 1).at(-1) as { body: PhoneEvent }).body;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${name}`);
  };
  return { s, send, next };
}

describe('a call centre of its own behind two console instances', () => {
  it('transfers between instances, and keeps a call when the instance of its phone stops', async () => {
    const one = await instance();
    const two = await instance();
    const { oemSerial, agentIds } = await callCentre(one, 2);
    const [seatA, seatB] = agentIds as [string, string];
    const a = await callAgent(one, oemSerial);
    const b = await callAgent(one, oemSerial);
    const lock = (app: FastifyInstance, token: string, agentId: string) =>
      as(app, token, {
        method: 'POST',
        url: '/interface/bblgServer/system/callCenter/account/lock',
        ...form({ agentId }),
      });
    expect((await lock(one, a.token, seatA)).statusCode).toBe(200);
    expect((await lock(two, b.token, seatB)).statusCode).toBe(200);
    const phoneA = await phone(one, a.token, seatA);
    const phoneB = await phone(two, b.token, seatB);

    const dialled = await phoneA.send<{ callId: string }>('dial', { number: '13812345678' });
    expect(dialled.code, dialled.msg).toBe(200);
    expect((await phoneA.next('established')).status.CallID).toBe(dialled.data.callId);
    // Instance one lists the agent whose phone is on instance two.
    const targets = await phoneA.send<{ agentId: string }[]>('transferTargets');
    expect(targets.data.map((t) => t.agentId)).toEqual([seatB]);
    expect((await phoneA.send('transfer', { callId: dialled.data.callId, toAgentId: seatB })).code).toBe(200);
    expect(await phoneA.next('connectionCleared')).toMatchObject({ outcome: 'transferred' });
    const ring = await phoneB.next('incomingRing');
    const callId = ring.status.CallID as string;
    expect(ring.status.call?.maskedNumber).toBe('138****5678');
    expect((await phoneB.send('answer', { callId })).code).toBe(200);
    await phoneB.next('established');

    // Instance two stops: B's phone comes back through instance one, still talking on the same call.
    await two.close();
    const again = await phone(one, b.token, seatB);
    const state = await again.send<SeatStatus>('getState');
    expect(state.data).toMatchObject({ agentState: 'talking', CallID: callId, phoneState: 'established' });
    expect((await again.send('hangup', { callId })).code).toBe(200);
    expect(await again.next('connectionCleared')).toMatchObject({ outcome: 'answered' });

    // Each call's record is written once, by whichever instance heard it.
    await Promise.all(apps.map((app) => app.callCenter.service.flush()));
    const records = await one.database.db
      .select()
      .from(callRecord)
      .where(and(eq(callRecord.oemSerial, oemSerial)));
    expect(records.map((r) => [r.agentId, r.outcome]).sort()).toEqual([
      [seatA, 'transferred'],
      [seatB, 'answered'],
    ]);
  });

  it("pushes the wallboard to a supervisor on another instance when an agent's state changes", async () => {
    const one = await instance(true);
    const two = await instance(true);
    const { oemSerial, agentIds } = await callCentre(one, 1);
    const seat = agentIds[0] as string;
    const agent = await callAgent(one, oemSerial);
    const supervisor = await callAgent(one, oemSerial, [
      await roleWith(one, ['telManage:online', 'telManage:monitor']),
    ]);
    const board = connect(`${originOf(two)}/wallboard`, {
      path: '/socket.io/',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: supervisor.token },
    });
    open.push(board);
    const boards: Wallboard[] = [];
    board.on('wallboard', (b: Wallboard) => boards.push(b));
    await new Promise<void>((resolve, reject) => {
      board.once('connect', () => resolve());
      board.once('connect_error', reject);
    });
    const stateOnBoard = () => boards.at(-1)?.seats.find((x) => x.agentId === seat)?.state;
    await expect.poll(stateOnBoard).toBe('offline');
    const locked = await as(one, agent.token, {
      method: 'POST',
      url: '/interface/bblgServer/system/callCenter/account/lock',
      ...form({ agentId: seat }),
    });
    expect(locked.statusCode).toBe(200);
    const phoneOnOne = await phone(one, agent.token, seat);
    await expect.poll(stateOnBoard, { timeout: 5_000 }).toBe('idle');
    expect((await phoneOnOne.send('setState', { state: 'onBreak' })).code).toBe(200);
    await expect.poll(stateOnBoard, { timeout: 5_000 }).toBe('onBreak');
  });

  it('refuses commands and event sockets not signed with the secret', async () => {
    const res = await fetch(`${serviceUrl}/gateway/agents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cc-time': String(Date.now()), 'x-cc-signature': 'forged' },
      body: JSON.stringify({ console: 'x', args: ['any'] }),
    });
    expect(res.status).toBe(401);
    const s = connect(`${serviceUrl}/gateway`, {
      path: '/socket.io/',
      transports: ['websocket'],
      reconnection: false,
      auth: { console: 'x', time: Date.now(), signature: 'forged' },
    });
    open.push(s);
    const err = await new Promise<Error>((resolve) => s.once('connect_error', resolve));
    expect(err.message).toBe('unauthorized');
  });
});
