import type {
  AgentStateChangeRow,
  AgentStateOption,
  CallRecordRow,
  ForcedOffline,
  PhoneEvent,
  SeatStatus,
  Wallboard,
} from '@console/domain/schemas/softphone';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authSession, callSeat, taskOrder } from '../../db/schema/index.js';
import { as, createFreelancer, createUser, roleWith, tokensFor } from '../../testing/factories.js';
import {
  boards,
  emit,
  form,
  recorder as recordEvents,
  SEATS,
  servePhoneTests,
  TEST_CALL_CENTER_SECRET,
} from '../../testing/phone.js';
import { createTask } from '../tasks/factories.js';
import { signAgentToken } from './agent-token.js';
import { callAgent, callCentre } from './factories.js';

const server = servePhoneTests({
  CALL_ANSWER_DELAY_MS: '150',
  CALL_RING_TIMEOUT_MS: '700',
  CALL_DROP_AFTER_MS: '200',
  CALL_SEAT_GRACE_MS: '600',
});
let app: FastifyInstance;
beforeAll(() => {
  app = server.app;
});
const SECRET = TEST_CALL_CENTER_SECRET;

const list = (token: string) => as(app, token, { method: 'GET', url: `${SEATS}/list?pageNum=1&pageSize=10000` });
const lock = (token: string, agentId: string) =>
  as(app, token, { method: 'POST', url: `${SEATS}/lock`, ...form({ agentId }) });
const unlock = (token: string, agentId: string) =>
  as(app, token, { method: 'POST', url: `${SEATS}/unlock`, ...form({ agentId }) });
const agentToken = async (token: string, agentId: string) => {
  const res = await as(app, token, { method: 'POST', url: '/interface/callCenter/agent/token', ...form({ agentId }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
};

const phoneSocket = (auth: Record<string, unknown>) => server.socket(auth);

/** Every phone event of a socket, and a wait for the agent's state to become one. */
function recorder(s: Socket) {
  const events = recordEvents<PhoneEvent>(s);
  return {
    next: (name: string) => events.next(name, 5_000),
    async state(state: string): Promise<SeatStatus> {
      for (;;) {
        const e = await events.next('agentStateChanged', 5_000);
        if (e.status.agentState === state) return e.status;
      }
    },
  };
}

function connected(s: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
    s.connect();
  });
}
function refused(s: Socket): Promise<Error & { data?: { code: number; msg: string } }> {
  return new Promise((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected')));
    s.once('connect_error', (err) => resolve(err as Error & { data?: { code: number; msg: string } }));
    s.connect();
  });
}

/** The console session an access token belongs to. */
const sessionOf = async (token: string) => (await app.auth.authenticate(token)).sessionId;

/** An agent of the centre holding a seat with the phone online (state idle). */
async function online(oemSerial: string, agentId: string, roles?: string[]) {
  return phoneOnline(await callAgent(app, oemSerial, roles), agentId);
}

/** This signed-in agent takes the seat and puts its phone online. */
async function phoneOnline<A extends { token: string }>(agent: A, agentId: string) {
  expect((await lock(agent.token, agentId)).statusCode).toBe(200);
  const s = phoneSocket({ token: await agentToken(agent.token, agentId) });
  const events = recorder(s);
  await connected(s);
  const first = await events.next('agentStateChanged');
  expect(first.status).toMatchObject({ agentId, agentState: 'idle', phoneMode: 'voip', CallID: null });
  expect((await events.next('phoneModeChanged')).status.phoneMode).toBe('voip');
  return { ...agent, s, events, agentId };
}

const beacon = (token: string) =>
  app.inject({ method: 'POST', url: '/interface/callCenter/agent/offline', ...form({ token }) });
const dropped = (s: Socket) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason)));
/** The seat's lock as another agent of the centre sees it (1: held). */
const lockSeen = async (viewer: string, agentId: string) =>
  (await list(viewer)).json().data.rows.find((r: { agentId: string }) => r.agentId === agentId)?.lock as number;

describe('the four seat calls (code "200" as a string)', () => {
  it('lists the centre seats, lock 0 for free ones and the caller own', async () => {
    const { oemSerial, agentIds } = await callCentre(app);
    const a = await callAgent(app, oemSerial);
    const b = await callAgent(app, oemSerial);
    const locked = await lock(a.token, agentIds[0] as string);
    expect(locked.json()).toMatchObject({ code: '200', data: { agentId: agentIds[0], message: expect.any(String) } });
    const mine = (await list(a.token)).json();
    expect(mine.code).toBe('200');
    expect(mine.data.rows.map((r: { lock: number }) => r.lock)).toEqual([0, 0, 0]);
    const theirs = (await list(b.token)).json();
    expect(theirs.data.rows.map((r: { agentId: string; lock: number }) => [r.agentId, r.lock])).toEqual([
      [agentIds[0], 1],
      [agentIds[1], 0],
      [agentIds[2], 0],
    ]);
    // Another call centre's serial answers nothing; its seats cannot be taken.
    expect((await as(app, b.token, { method: 'GET', url: `${SEATS}/list?oemSerial=OTHER` })).json().data.rows).toEqual(
      [],
    );
    const other = await callCentre(app, 1);
    expect((await lock(b.token, other.agentIds[0] as string)).statusCode).toBe(403);
    expect((await lock(b.token, 'no-such-seat')).json()).toMatchObject({ code: 404, msg: '无坐席' });
    const taken = await lock(b.token, agentIds[0] as string);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toContain(agentIds[0]);
  });

  it('lets exactly one of 20 agents racing for a seat win', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const agents = await Promise.all(Array.from({ length: 20 }, () => callAgent(app, oemSerial)));
    const answers = await Promise.all(agents.map((a) => lock(a.token, agentIds[0] as string)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });

  it('gives one seat per user: taking another lets the first go', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const a = await callAgent(app, oemSerial);
    await lock(a.token, agentIds[0] as string);
    await lock(a.token, agentIds[1] as string);
    const held = await app.database.db.select().from(callSeat).where(eq(callSeat.lockedBy, a.user.id));
    expect(held.map((s) => s.agentId)).toEqual([agentIds[1]]);
  });

  it('unlocks for the holder and a seat manager only', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const seat = agentIds[0] as string;
    const holder = await callAgent(app, oemSerial);
    const other = await callAgent(app, oemSerial);
    const manager = await callAgent(app, oemSerial, [await roleWith(app, ['telManage:online', 'telManage:seat'])]);
    await lock(holder.token, seat);
    expect((await unlock(other.token, seat)).statusCode).toBe(403);
    expect((await unlock(manager.token, seat)).json()).toMatchObject({ code: '200' });
    expect((await list(other.token)).json().data.rows[0].lock).toBe(0);
    await lock(holder.token, seat);
    expect((await unlock(holder.token, seat)).json().code).toBe('200');
  });

  it('refresh frees seats whose phone has been gone past the grace period, not the online ones', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const gone = await callAgent(app, oemSerial);
    await lock(gone.token, agentIds[0] as string);
    const live = await online(oemSerial, agentIds[1] as string);
    await app.database.db
      .update(callSeat)
      .set({ lockedAt: new Date(Date.now() - 60_000) })
      .where(eq(callSeat.oemSerial, oemSerial));
    const res = await as(app, live.token, { method: 'POST', url: `${SEATS}/refresh` });
    expect(res.json()).toMatchObject({ code: '200', data: { released: 1 } });
    expect(res.json().msg).toContain('1');
    const rows = (await list(gone.token)).json().data.rows;
    expect(rows.map((r: { lock: number }) => r.lock)).toEqual([0, 1]);
  });

  it('refuses every call without telManage:online (403), and users of no call centre', async () => {
    const enterpriseUser = await createUser(app, { userType: '02' });
    const { access_token } = await tokensFor(app, enterpriseUser.username);
    for (const res of [
      await list(access_token),
      await lock(access_token, 'x'),
      await unlock(access_token, 'x'),
      await as(app, access_token, { method: 'POST', url: `${SEATS}/refresh` }),
      await as(app, access_token, {
        method: 'POST',
        url: '/interface/callCenter/agent/token',
        ...form({ agentId: 'x' }),
      }),
      await as(app, access_token, { method: 'GET', url: '/interface/callCenter/records' }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    const loner = await createUser(app, { userType: '01', roles: ['agent'] });
    const token = (await tokensFor(app, loner.username)).access_token;
    expect((await list(token)).json()).toMatchObject({ code: 403, msg: '您不属于任何呼叫中心' });
  });
});

describe('the phone client', () => {
  it('refuses forged, expired and seatless agent tokens', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const a = await callAgent(app, oemSerial);
    const exp = Math.floor(Date.now() / 1000) + 60;
    const claims = {
      agentId: agentIds[0] as string,
      userId: a.user.id,
      sid: await sessionOf(a.token),
      iat: Date.now(),
    };
    const forged = signAgentToken('another-secret-entirely-0123456789', { ...claims, exp });
    expect((await refused(phoneSocket({ token: forged }))).data?.code).toBe(401);
    const expired = signAgentToken(SECRET, { ...claims, exp: exp - 120 });
    expect((await refused(phoneSocket({ token: expired }))).data?.msg).toBe('坐席凭证无效或已过期，请重新上线');
    expect((await refused(phoneSocket({}))).message).toBe('unauthorized');
    // A well-signed token for a seat not held: no phone.
    const seatless = signAgentToken(SECRET, { ...claims, exp });
    expect((await refused(phoneSocket({ token: seatless }))).data?.msg).toBe('无坐席');
    const noSeat = await as(app, a.token, {
      method: 'POST',
      url: '/interface/callCenter/agent/token',
      ...form({ agentId: agentIds[0] as string }),
    });
    expect(noSeat.statusCode).toBe(409);
  });

  it('is online as soon as it connects: a command sent at once finds the agent idle', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const a = await callAgent(app, oemSerial);
    await lock(a.token, agentIds[0] as string);
    const s = phoneSocket({ token: await agentToken(a.token, agentIds[0] as string) });
    await connected(s);
    expect((await emit<SeatStatus>(s, 'getState')).data).toMatchObject({ agentState: 'idle', phoneMode: 'voip' });
  });

  it('lets one tab own the seat; another takes it over only when it asks', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const first = await online(oemSerial, agentIds[0] as string);
    const token = await agentToken(first.token, first.agentId);
    const second = await refused(phoneSocket({ token }));
    expect(second.message).toBe('seatInUse');
    expect(second.data?.msg).toBe('该坐席已在其他页面上线');
    const takenOver = new Promise<void>((resolve) => first.s.once('takenOver', () => resolve()));
    const third = phoneSocket({ token, takeover: true });
    const events = recorder(third);
    await connected(third);
    await takenOver;
    expect((await events.next('agentStateChanged')).status.agentState).toBe('idle');
    expect((await emit<SeatStatus>(third, 'getState')).data?.agentState).toBe('idle');
  });

  it('offers the built-in and custom states and refuses the ones an agent cannot choose', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const a = await online(oemSerial, agentIds[0] as string);
    const options = (await emit<AgentStateOption[]>(a.s, 'states')).data ?? [];
    const disabled = options.filter((o) => o.disabled).map((o) => o.code);
    expect(disabled).toEqual(expect.arrayContaining(['ringing', 'talking', 'wrapup', 'missed', 'qualityCheck']));
    expect(options.find((o) => o.code === 'training')).toMatchObject({
      label: '培训',
      owner: oemSerial,
      disabled: false,
    });
    expect((await emit<SeatStatus>(a.s, 'setState', { state: 'training' })).data?.agentState).toBe('training');
    for (const state of ['talking', 'ringing', 'wrapup', 'qualityCheck', 'offline', 'nonsense']) {
      expect((await emit(a.s, 'setState', { state })).code, state).toBe(409);
    }
    expect((await emit(a.s, 'setState', { state: 'idle' })).code).toBe(200);
    expect((await emit(a.s, 'setState', { state: 42 })).code).toBe(400);
  });

  it('calls a typed number: rings, is answered, hangs up into wrap-up, then idle; the record is kept', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const a = await online(oemSerial, agentIds[0] as string);
    // The spec's rules: mobile 1[3-9] + 9 digits, landline [area code of 3-4 digits + hyphen] + 5-10 digits.
    for (const number of ['1234', '12345678901', 'abc12345', '0571-123']) {
      const refusedDial = await emit(a.s, 'dial', { number });
      expect(refusedDial, number).toMatchObject({ code: 400, msg: '请输入正确的手机号或固定电话' });
    }
    const dialled = await emit<{ callId: string }>(a.s, 'dial', {
      number: '13812345678',
      businessType: 'other',
      businessId: 'B-1',
    });
    const callId = dialled.data?.callId as string;
    const ring = await a.events.next('outgoingRing');
    expect(ring.status).toMatchObject({ agentState: 'ringing', CallID: callId, phoneState: 'outgoingRing' });
    expect(ring.status.call?.maskedNumber).toBe('138****5678');
    expect(JSON.stringify(ring)).not.toContain('13812345678');
    expect((await emit(a.s, 'dial', { number: '13812345679' })).code).toBe(409);
    expect((await emit(a.s, 'setState', { state: 'busy' })).code).toBe(409);
    const up = await a.events.next('established');
    expect(up.status).toMatchObject({ agentState: 'talking', phoneState: 'established' });
    expect((await emit(a.s, 'hold', { callId, on: true })).code).toBe(200);
    expect((await a.events.next('agentStateChanged')).status.subAgentState).toBe('hold');
    expect((await emit(a.s, 'mute', { callId, on: true })).code).toBe(200);
    expect((await emit(a.s, 'dtmf', { callId, digits: '12#' })).code).toBe(200);
    expect((await emit(a.s, 'dtmf', { callId, digits: 'x' })).code).toBe(400);
    expect((await emit(a.s, 'hangup', { callId: 'other' })).code).toBe(404);
    expect((await emit(a.s, 'hangup', { callId })).code).toBe(200);
    const cleared = await a.events.next('connectionCleared');
    expect(cleared).toMatchObject({ outcome: 'answered', callId });
    expect(cleared.status).toMatchObject({ agentState: 'wrapup', CallID: null });
    expect(cleared.status.wrapupEndsAt).toBeGreaterThan(Date.now());
    await a.events.state('idle');
    await app.callCenter.service.flush();
    const records = (await as(app, a.token, { method: 'GET', url: '/interface/callCenter/records' })).json().data;
    expect(records.rows[0]).toMatchObject({
      callId,
      direction: 'out',
      maskedNumber: '138****5678',
      businessId: 'B-1',
      outcome: 'answered',
      agentId: a.agentId,
    });
    expect((records.rows[0] as CallRecordRow).answeredAt).not.toBeNull();
  });

  it('reaches the busy, no-answer and dropped outcomes, and takes a wrap-up note', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const a = await online(oemSerial, agentIds[0] as string);
    await emit(a.s, 'dial', { number: '13800000000' });
    expect(await a.events.next('connectionCleared')).toMatchObject({ outcome: 'busy' });
    await emit(a.s, 'dial', { number: '0571-88881111' });
    expect(await a.events.next('connectionCleared')).toMatchObject({ outcome: 'noAnswer' });
    await emit(a.s, 'dial', { number: '13800002222' });
    await a.events.next('established');
    const dropped = await a.events.next('connectionCleared');
    expect(dropped).toMatchObject({ outcome: 'dropped' });
    expect(dropped.status.agentState).toBe('wrapup');
    expect((await emit(a.s, 'wrapup', { note: '客户信号不好，稍后回拨' })).code).toBe(200);
    expect((await emit<SeatStatus>(a.s, 'getState')).data?.agentState).toBe('idle');
    await app.callCenter.service.flush();
    const rows = (await as(app, a.token, { method: 'GET', url: '/interface/callCenter/records' })).json().data.rows;
    expect(rows.map((r: CallRecordRow) => r.outcome)).toEqual(['dropped', 'noAnswer', 'busy']);
    expect(rows[0].note).toBe('客户信号不好，稍后回拨');
    expect(rows[1].maskedNumber).toBe('********1111');
    const filtered = await as(app, a.token, { method: 'GET', url: '/interface/callCenter/records?outcome=busy' });
    expect(filtered.json().data.total).toBe(1);
  });

  it("calls an order's freelancer by business id without sending the number to the browser", async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const a = await online(oemSerial, agentIds[0] as string);
    const boss = await createUser(app, { userType: '02' });
    const worker = await createFreelancer(app);
    const job = await createTask(app, boss.enterpriseId as number);
    const [order] = await app.database.db
      .insert(taskOrder)
      .values({
        orderNo: `O${Date.now()}`,
        taskId: job.id,
        enterpriseId: boss.enterpriseId as number,
        freelancerId: worker.id,
        mode: 'A',
        status: '3',
        amount: '1.00',
      })
      .returning();
    await emit(a.s, 'dial', { businessType: 'order', businessId: String(order?.id) });
    const ring = await a.events.next('outgoingRing');
    expect(ring.status.call).toMatchObject({ businessType: 'order', businessId: String(order?.id) });
    expect(ring.status.call?.maskedNumber).toBe(`${worker.phone.slice(0, 3)}****${worker.phone.slice(-4)}`);
    expect(JSON.stringify(ring)).not.toContain(worker.phone);
    expect((await emit(a.s, 'dial', { businessType: 'order', businessId: '999999999' })).msg).toBe('未检测到电话号码');
  });

  it('rings an agent for an inbound call: answered, missed, and transferred to another agent', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const simulator = await roleWith(app, ['telManage:online', 'telManage:simulate']);
    const a = await online(oemSerial, agentIds[0] as string, [simulator]);
    const b = await online(oemSerial, agentIds[1] as string);
    const inbound = (body: Record<string, string>) =>
      as(app, a.token, { method: 'POST', url: '/interface/callCenter/simulator/inbound', payload: body });
    expect(
      (
        await as(app, b.token, {
          method: 'POST',
          url: '/interface/callCenter/simulator/inbound',
          payload: { number: '13800001234' },
        })
      ).statusCode,
    ).toBe(403);

    const rung = (
      await inbound({ number: '13800001234', agentId: a.agentId, businessType: 'other', businessId: '工单-7' })
    ).json().data;
    const ring = await a.events.next('incomingRing');
    expect(ring.status).toMatchObject({ agentState: 'ringing', phoneState: 'incomingRing', CallID: rung.callId });
    expect(ring.status.call).toMatchObject({ direction: 'in', maskedNumber: '138****1234', businessId: '工单-7' });
    expect((await inbound({ number: '13800001234', agentId: a.agentId })).statusCode).toBe(409);
    await emit(a.s, 'answer', { callId: rung.callId });
    await a.events.next('established');

    const targets = (await emit<{ agentId: string }[]>(a.s, 'transferTargets')).data ?? [];
    expect(targets.map((t) => t.agentId)).toEqual([b.agentId]);
    expect((await emit(a.s, 'transfer', { callId: rung.callId, toAgentId: b.agentId })).code).toBe(200);
    expect(await a.events.next('connectionCleared')).toMatchObject({ outcome: 'transferred' });
    const moved = await b.events.next('incomingRing');
    expect(moved.status.call?.maskedNumber).toBe('138****1234');
    // Not answered in time: missed, and the agent stays in `missed` until they pick a state.
    const missed = await b.events.next('connectionCleared');
    expect(missed).toMatchObject({ outcome: 'missed' });
    expect(missed.status.agentState).toBe('missed');
    expect((await inbound({ number: '13800001234', agentId: b.agentId })).statusCode).toBe(409);
    expect((await emit(b.s, 'setState', { state: 'idle' })).code).toBe(200);
  });

  it("frees a dropped phone's seat after the grace period, unless the phone comes back", async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const other = await callAgent(app, oemSerial);
    const b = await online(oemSerial, agentIds[1] as string);
    b.s.disconnect();
    await expect.poll(() => lockSeen(other.token, b.agentId), { timeout: 5_000 }).toBe(0);

    // A reload: the phone drops and comes back within the grace period with a new token; the seat stays.
    const c = await online(oemSerial, agentIds[0] as string);
    c.s.disconnect();
    const back = phoneSocket({ token: await agentToken(c.token, c.agentId) });
    await connected(back);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await lockSeen(other.token, c.agentId)).toBe(1);
    expect(back.connected).toBe(true);
  });
});

describe('the phone lives no longer than its console session', () => {
  it('signing out drops the phone, frees the seat at once and makes the old agent token useless', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const other = await callAgent(app, oemSerial);
    const a = await online(oemSerial, agentIds[0] as string);
    const token = await agentToken(a.token, a.agentId);
    const gone = dropped(a.s);
    await as(app, a.token, { method: 'DELETE', url: '/interface/auth/signout' });
    expect(await gone).toBe('io server disconnect');
    expect(await lockSeen(other.token, a.agentId)).toBe(0);
    const again = await refused(phoneSocket({ token }));
    expect(again.data).toEqual({ code: 401, msg: '坐席凭证无效或已过期，请重新上线' });
  });

  it("an administrator's force sign-out, a freeze and a password reset end the phone of the sessions they end", async () => {
    const { oemSerial, agentIds } = await callCentre(app, 3);
    const other = await callAgent(app, oemSerial);
    const admin = (await tokensFor(app, 'admin')).access_token;

    const forced = await online(oemSerial, agentIds[0] as string);
    const forcedToken = await agentToken(forced.token, forced.agentId);
    const gone = dropped(forced.s);
    const res = await as(app, admin, {
      method: 'DELETE',
      url: `/interface/system/online/${await sessionOf(forced.token)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Ended by the server (not a network drop the client would retry), offline at the gateway, the seat free.
    expect(await gone).toBe('io server disconnect');
    expect(await app.callCenter.gateway.isOnline(forced.agentId)).toBe(false);
    expect(await lockSeen(other.token, forced.agentId)).toBe(0);
    expect((await refused(phoneSocket({ token: forcedToken }))).data?.code).toBe(401);

    const frozen = await online(oemSerial, agentIds[1] as string);
    const frozenToken = await agentToken(frozen.token, frozen.agentId);
    const frozenGone = dropped(frozen.s);
    const freeze = await as(app, admin, {
      method: 'PUT',
      url: `/interface/system/user/${frozen.user.id}/status`,
      payload: { status: '0' },
    });
    expect(freeze.statusCode, freeze.body).toBe(200);
    expect(await frozenGone).toBe('io server disconnect');
    expect(await app.callCenter.gateway.isOnline(frozen.agentId)).toBe(false);
    expect(await lockSeen(other.token, frozen.agentId)).toBe(0);
    expect((await refused(phoneSocket({ token: frozenToken }))).data?.code).toBe(401);

    // The agent changes their password from another sign-in: the phone's sign-in ends with the others.
    const agent = await online(oemSerial, agentIds[2] as string);
    const agentTokenBefore = await agentToken(agent.token, agent.agentId);
    const elsewhere = await tokensFor(app, agent.user.username);
    const agentGone = dropped(agent.s);
    const changed = await as(app, elsewhere.access_token, {
      method: 'PUT',
      url: '/interface/system/user/profile/password',
      payload: { oldPassword: 'demo1234', newPassword: 'changed-pass-123' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await agentGone).toBe('io server disconnect');
    expect(await app.callCenter.gateway.isOnline(agent.agentId)).toBe(false);
    expect(await lockSeen(other.token, agent.agentId)).toBe(0);
    expect((await refused(phoneSocket({ token: agentTokenBefore }))).data?.code).toBe(401);
  });

  it('a session that expires takes its phone and seat with it', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const other = await callAgent(app, oemSerial);
    const a = await callAgent(app, oemSerial);
    await app.database.db
      .update(authSession)
      // long enough for the phone to connect on a loaded machine first
      .set({ expiresAt: new Date(Date.now() + 5_000) })
      .where(eq(authSession.id, await sessionOf(a.token)));
    const phone = await phoneOnline(a, agentIds[0] as string);
    expect(await dropped(phone.s)).toBe('io server disconnect');
    expect(await lockSeen(other.token, phone.agentId)).toBe(0);
  });

  it("the seat's phone belongs to the sign-in that took it: another browser of the same user takes the seat anew", async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const first = await online(oemSerial, agentIds[0] as string);
    const firstToken = await agentToken(first.token, first.agentId);
    const second = await tokensFor(app, first.user.username);
    // The second sign-in may not borrow the seat taken by the first...
    const borrowed = await as(app, second.access_token, {
      method: 'POST',
      url: '/interface/callCenter/agent/token',
      ...form({ agentId: first.agentId }),
    });
    expect(borrowed.statusCode).toBe(409);
    // ...it takes it (lock, then the phone with take-over), and the first sign-in's token no longer opens the phone.
    expect((await lock(second.access_token, first.agentId)).statusCode).toBe(200);
    const taken = phoneSocket({ token: await agentToken(second.access_token, first.agentId), takeover: true });
    await connected(taken);
    expect((await refused(phoneSocket({ token: firstToken, takeover: true }))).data?.msg).toBe('无坐席');
    expect(taken.connected).toBe(true);
  });
});

describe("the closing page's beacon", () => {
  it('drops the phone, keeps the agent and the seat for the grace period (a reload gets them back), then frees them', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const other = await callAgent(app, oemSerial);
    const a = await online(oemSerial, agentIds[0] as string);
    const token = await agentToken(a.token, a.agentId);
    const gone = dropped(a.s);
    expect((await beacon(token)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // The agent stays signed in, in their state, for the grace period; then goes offline and the seat is freed.
    expect(await app.callCenter.gateway.isOnline(a.agentId)).toBe(true);
    expect(await lockSeen(other.token, a.agentId)).toBe(1);
    await expect.poll(() => lockSeen(other.token, a.agentId), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => app.callCenter.gateway.isOnline(a.agentId), { timeout: 5_000 }).toBe(false);
    expect((await beacon('x.y')).statusCode).toBe(401);
  });

  it("ends only phones that connected with its token or an older one: the reloaded page's phone stays", async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const other = await callAgent(app, oemSerial);
    const a = await online(oemSerial, agentIds[0] as string);
    const closing = await agentToken(a.token, a.agentId);
    a.s.disconnect();
    const reloaded = phoneSocket({ token: await agentToken(a.token, a.agentId) });
    await connected(reloaded);
    expect((await beacon(closing)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(reloaded.connected).toBe(true);
    expect(await lockSeen(other.token, a.agentId)).toBe(1);
  });

  it("changes nothing with an old token of a previous holder: the new holder's phone and seat stay", async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const agentId = agentIds[0] as string;
    const previous = await online(oemSerial, agentId);
    const old = await agentToken(previous.token, agentId);
    const gone = dropped(previous.s);
    expect((await unlock(previous.token, agentId)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await lockSeen(previous.token, agentId)).toBe(0);
    const next = await online(oemSerial, agentId);
    for (let i = 0; i < 3; i += 1) {
      const res = await beacon(old);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('无坐席');
    }
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(next.s.connected).toBe(true);
    expect(await lockSeen(previous.token, agentId)).toBe(1);
    expect((await emit<SeatStatus>(next.s, 'getState')).data?.agentState).toBe('idle');
  });
});

describe('the phone flood guard', () => {
  it('answers a burst of 1,000 states events with at most 60 database reads and 429 for the rest', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const a = await online(oemSerial, agentIds[0] as string);
    const reads = vi.spyOn(app.callCenter.service, 'stateOptions');
    try {
      const acks = await Promise.all(Array.from({ length: 1_000 }, () => emit<AgentStateOption[]>(a.s, 'states')));
      const answered = acks.filter((ack) => ack.code === 200);
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.length).toBeLessThanOrEqual(60);
      expect(answered[0]?.data?.length).toBeGreaterThan(0);
      expect(acks.filter((ack) => ack.code === 429).length).toBe(1_000 - answered.length);
      expect(acks.find((ack) => ack.code === 429)?.msg).toBe('操作过于频繁，请稍后再试');
      expect(reads.mock.calls.length).toBe(answered.length);
      expect(a.s.connected).toBe(true);
    } finally {
      reads.mockRestore();
    }
  });
});

describe('call-centre membership (用户管理)', () => {
  const centres = (token: string) => as(app, token, { method: 'GET', url: '/interface/system/callCenter/centres' });
  const membership = (token: string, userId: number) =>
    as(app, token, { method: 'GET', url: `/interface/system/user/${userId}/callCentre` });
  const setCentre = (token: string, userId: number, oemSerial: string) =>
    as(app, token, { method: 'PUT', url: `/interface/system/user/${userId}/callCentre`, payload: { oemSerial } });

  it('an agent made in 用户管理 uses the softphone once an administrator puts them in a call centre', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const admin = (await tokensFor(app, 'admin')).access_token;
    const user = await createUser(app, { userType: '01', roles: ['agent'] });
    const token = (await tokensFor(app, user.username)).access_token;
    const refused = await list(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('您不属于任何呼叫中心');

    const listed = (await centres(admin)).json().data as { oemSerial: string; seats: { agentId: string }[] }[];
    expect(listed.find((c) => c.oemSerial === oemSerial)?.seats.map((s) => s.agentId)).toEqual(agentIds);
    expect((await membership(admin, user.id)).json().data).toEqual({ oemSerial: null });
    expect((await setCentre(admin, user.id, oemSerial)).statusCode).toBe(200);
    expect((await membership(admin, user.id)).json().data).toEqual({ oemSerial });
    expect((await list(token)).json().data.rows).toHaveLength(2);

    // Out of the centre again: the seat goes and its phone with it.
    const agent = await phoneOnline({ token }, agentIds[0] as string);
    const gone = dropped(agent.s);
    expect((await setCentre(admin, user.id, '')).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await app.callCenter.gateway.isOnline(agentIds[0] as string)).toBe(false);
    expect((await list(token)).statusCode).toBe(403);
    const other = await callAgent(app, oemSerial);
    expect(await lockSeen(other.token, agentIds[0] as string)).toBe(0);
  });

  it('refuses an unknown centre, users who may not edit users, and enterprise users whatever their codes', async () => {
    const admin = (await tokensFor(app, 'admin')).access_token;
    const user = await createUser(app, { userType: '01', roles: ['agent'] });
    const unknown = await setCentre(admin, user.id, 'OEM-NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('该呼叫中心不存在');
    expect((await setCentre(admin, 999_999_999, '')).statusCode).toBe(404);
    const agent = (await tokensFor(app, user.username)).access_token;
    expect((await centres(agent)).statusCode).toBe(403);
    expect((await setCentre(agent, user.id, '')).statusCode).toBe(403);
    const code = await roleWith(app, ['system:user:edit']);
    const enterpriseAdmin = await createUser(app, { userType: '02', roles: [code] });
    const theirs = (await tokensFor(app, enterpriseAdmin.username)).access_token;
    expect((await centres(theirs)).statusCode).toBe(403);
    expect((await setCentre(theirs, user.id, '')).statusCode).toBe(403);
  });
});

describe('call records', () => {
  it('shows an agent their own calls and a record holder the whole call centre', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const a = await online(oemSerial, agentIds[0] as string);
    const b = await online(oemSerial, agentIds[1] as string);
    await emit(a.s, 'dial', { number: '13800000000' });
    await a.events.next('connectionCleared');
    await emit(b.s, 'dial', { number: '13900000000' });
    await b.events.next('connectionCleared');
    await app.callCenter.service.flush();
    const own = (await as(app, a.token, { method: 'GET', url: '/interface/callCenter/records' })).json().data;
    expect(own.rows.map((r: CallRecordRow) => r.agentId)).toEqual([a.agentId]);
    const supervisor = await callAgent(app, oemSerial, [await roleWith(app, ['telManage:online', 'telManage:record'])]);
    const all = (
      await as(app, supervisor.token, { method: 'GET', url: '/interface/callCenter/records?pageSize=10' })
    ).json().data;
    expect(all.total).toBe(2);
    expect(
      (
        await as(app, supervisor.token, { method: 'GET', url: `/interface/callCenter/records?agentId=${b.agentId}` })
      ).json().data.total,
    ).toBe(1);
  });
});

/** A supervisor of the centre: the wallboard, agents' histories, taking agents offline. */
async function supervisorOf(oemSerial: string) {
  return callAgent(app, oemSerial, [await roleWith(app, ['telManage:online', 'telManage:monitor'])]);
}

/** A seat's state history as its supervisor reads it, oldest first, as `to:reason`. */
async function historyOf(token: string, agentId: string): Promise<string[]> {
  await app.callCenter.service.flush();
  const res = await as(app, token, { method: 'GET', url: `/interface/callCenter/agent/states?agentId=${agentId}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.rows as AgentStateChangeRow[]).reverse().map((r) => `${r.toState}:${r.reason}`);
}

const wallboardSocket = (token: string) => server.socket({ token }, { namespace: '/wallboard', language: 'en' });

const seatIn = (board: Wallboard, agentId: string) => board.seats.find((seat) => seat.agentId === agentId);

describe('the agent state history', () => {
  it('records every change with its reason, in order; an agent on a break goes back to it after a call', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const supervisor = await supervisorOf(oemSerial);
    const a = await online(oemSerial, agentIds[0] as string);
    expect((await emit(a.s, 'setState', { state: 'onBreak' })).code).toBe(200);
    const changed = await a.events.state('onBreak');
    expect(changed).toMatchObject({ agentState: 'onBreak' });
    const callId = (await emit<{ callId: string }>(a.s, 'dial', { number: '13812345678' })).data?.callId as string;
    await a.events.next('established');
    await emit(a.s, 'hangup', { callId });
    expect((await a.events.next('connectionCleared')).status.agentState).toBe('wrapup');
    // The wrap-up's timer takes the agent back to their break, not to idle.
    expect(await a.events.state('onBreak')).toMatchObject({ agentState: 'onBreak' });
    const gone = dropped(a.s);
    expect((await unlock(a.token, a.agentId)).statusCode).toBe(200);
    await gone;
    expect(await historyOf(supervisor.token, a.agentId)).toEqual([
      'idle:user',
      'onBreak:user',
      'ringing:call',
      'talking:call',
      'wrapup:call',
      'onBreak:wrapupTimeout',
      'offline:user',
    ]);
    // Append-only: the database refuses to change or remove a row.
    await expect(app.database.db.execute(sql`update call_agent_state_log set reason = 'user'`)).rejects.toThrow();
    await expect(app.database.db.execute(sql`delete from call_agent_state_log`)).rejects.toThrow();
    expect((await historyOf(supervisor.token, a.agentId)).length).toBe(7);
    // Only supervisors read histories.
    expect(
      (await as(app, a.token, { method: 'GET', url: `/interface/callCenter/agent/states?agentId=${a.agentId}` }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps the state of an agent whose phone drops and comes back; after the grace period, offline (seatGrace)', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const supervisor = await supervisorOf(oemSerial);
    const a = await online(oemSerial, agentIds[0] as string);
    await emit(a.s, 'setState', { state: 'busy' });
    await a.events.state('busy');
    a.s.disconnect();
    const back = phoneSocket({ token: await agentToken(a.token, a.agentId) });
    const events = recorder(back);
    await connected(back);
    expect((await events.next('agentStateChanged')).status.agentState).toBe('busy');
    back.disconnect();
    await expect.poll(() => lockSeen(supervisor.token, a.agentId), { timeout: 5_000 }).toBe(0);
    await expect
      .poll(() => historyOf(supervisor.token, a.agentId), { timeout: 5_000 })
      .toEqual(['idle:user', 'busy:user', 'offline:seatGrace']);
  });

  it('brings a reloaded page whose agent the call centre lost (a restart) back in the state they chose, not idle', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const a = await online(oemSerial, agentIds[0] as string);
    await emit(a.s, 'setState', { state: 'training' });
    await a.events.state('training');
    a.s.disconnect();
    // The call centre forgets the agent (it restarted); the seat is still held for the grace period.
    await app.callCenter.gateway.offline(a.agentId, { reason: 'seatGrace' });
    const back = phoneSocket({ token: await agentToken(a.token, a.agentId), resume: true });
    const events = recorder(back);
    await connected(back);
    expect((await events.next('agentStateChanged')).status.agentState).toBe('training');
    // Going online by the agent's own click starts idle, as before.
    back.disconnect();
    await app.callCenter.gateway.offline(a.agentId, { reason: 'seatGrace' });
    const clicked = phoneSocket({ token: await agentToken(a.token, a.agentId) });
    const heard = recorder(clicked);
    await connected(clicked);
    expect((await heard.next('agentStateChanged')).status.agentState).toBe('idle');
  });

  it('signing out takes the agent offline with reason signOut', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const supervisor = await supervisorOf(oemSerial);
    const a = await online(oemSerial, agentIds[0] as string);
    const gone = dropped(a.s);
    expect((await as(app, a.token, { method: 'DELETE', url: '/interface/auth/signout' })).statusCode).toBe(200);
    await gone;
    await expect
      .poll(() => historyOf(supervisor.token, a.agentId), { timeout: 5_000 })
      .toEqual(['idle:user', 'offline:signOut']);
  });
});

describe('call outcomes told apart', () => {
  it('records rejected, dropped and unreachable besides answered, busy, no answer and missed', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const simulator = await roleWith(app, ['telManage:online', 'telManage:simulate', 'telManage:record']);
    const a = await online(oemSerial, agentIds[0] as string, [simulator]);
    const inbound = (body: Record<string, string>) =>
      as(app, a.token, { method: 'POST', url: '/interface/callCenter/simulator/inbound', payload: body });
    // The far end declines (…3333).
    await emit(a.s, 'dial', { number: '13800003333' });
    expect(await a.events.next('connectionCleared')).toMatchObject({ outcome: 'rejected' });
    expect((await emit(a.s, 'getState')).data).toMatchObject({ agentState: 'idle' });
    // The agent declines a ring.
    const declined = (await inbound({ number: '13900001234', agentId: a.agentId })).json().data;
    await a.events.next('incomingRing');
    await emit(a.s, 'hangup', { callId: declined.callId });
    expect(await a.events.next('connectionCleared')).toMatchObject({ outcome: 'rejected' });
    // A caller who hangs up mid-call (…2222): dropped by the far end.
    const caller = (await inbound({ number: '13900002222', agentId: a.agentId })).json().data;
    await a.events.next('incomingRing');
    await emit(a.s, 'answer', { callId: caller.callId });
    expect(await a.events.next('connectionCleared')).toMatchObject({ outcome: 'dropped' });
    await emit(a.s, 'wrapup', {});
    // An agent whose phone has dropped (kept signed in for the grace period) is unreachable.
    const b = await online(oemSerial, agentIds[1] as string);
    b.s.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const unreached = await inbound({ number: '13900005678', agentId: b.agentId });
    expect(unreached.statusCode, unreached.body).toBe(200);
    await app.callCenter.service.flush();
    const records = (
      await as(app, a.token, { method: 'GET', url: '/interface/callCenter/records?outcome=unreachable' })
    ).json().data;
    expect(records.rows.map((r: CallRecordRow) => [r.agentId, r.outcome, r.maskedNumber])).toEqual([
      [b.agentId, 'unreachable', '139****5678'],
    ]);
    const outcomes = (
      await as(app, a.token, { method: 'GET', url: `/interface/callCenter/records?agentId=${a.agentId}` })
    )
      .json()
      .data.rows.map((r: CallRecordRow) => r.outcome);
    expect(outcomes.sort()).toEqual(['dropped', 'rejected', 'rejected']);
  });
});

describe('the supervisor wallboard', () => {
  it('pushes every seat with its agent, state and since when, calls waiting and today; refuses others', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const supervisor = await supervisorOf(oemSerial);
    const s = wallboardSocket(supervisor.token);
    const pushed = boards(s);
    await connected(s);
    const first = await pushed.until(() => true);
    expect(first.oemSerial).toBe(oemSerial);
    expect(first.seats.map((seat) => [seat.agentId, seat.state])).toEqual(agentIds.map((id) => [id, 'offline']));
    expect(first.states.some((o) => o.code === 'training')).toBe(true);

    const agent = await callAgent(app, oemSerial, [await roleWith(app, ['telManage:online', 'telManage:simulate'])]);
    const a = await phoneOnline(agent, agentIds[0] as string);
    const idle = await pushed.until((b) => seatIn(b, a.agentId)?.state === 'idle');
    expect(seatIn(idle, a.agentId)).toMatchObject({ userId: agent.user.id, connected: true });
    expect(seatIn(idle, a.agentId)?.since).toBeGreaterThan(Date.now() - 5_000);
    await emit(a.s, 'setState', { state: 'training' });
    await pushed.until((b) => seatIn(b, a.agentId)?.state === 'training');
    await emit(a.s, 'setState', { state: 'idle' });
    // A call ringing unanswered is waiting; answered, it is counted in today's figures.
    const rung = (
      await as(app, agent.token, {
        method: 'POST',
        url: '/interface/callCenter/simulator/inbound',
        payload: { number: '13900001234', agentId: a.agentId },
      })
    ).json().data;
    await pushed.until((b) => b.waiting === 1);
    await emit(a.s, 'answer', { callId: rung.callId });
    await a.events.next('established');
    await pushed.until((b) => b.waiting === 0 && seatIn(b, a.agentId)?.state === 'talking');
    await emit(a.s, 'hangup', { callId: rung.callId });
    const after = await pushed.until((b) => b.today.answered === 1);
    expect(after.today.averageTalkSeconds).toBeGreaterThanOrEqual(0);
    // Also asked for: the same board over HTTP and the socket's own command.
    const http = await as(app, supervisor.token, { method: 'GET', url: '/interface/callCenter/wallboard' });
    expect(http.json().data.today.answered).toBe(1);
    expect(((await emit<Wallboard>(s, 'snapshot')).data as Wallboard).seats).toHaveLength(2);

    // An agent without the permission, and a bad token, are refused.
    const denied = await refused(wallboardSocket(agent.token));
    expect(denied.message).toBe('forbidden');
    expect(denied.data).toMatchObject({ code: 403, msg: 'You may not watch the wallboard' });
    expect((await refused(wallboardSocket('nonsense'))).message).toBe('unauthorized');
    expect((await as(app, agent.token, { method: 'GET', url: '/interface/callCenter/wallboard' })).statusCode).toBe(
      403,
    );
  });

  it('shows a phone that dropped at once, and its return (the agent kept in their state meanwhile)', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const supervisor = await supervisorOf(oemSerial);
    const s = wallboardSocket(supervisor.token);
    const pushed = boards(s);
    await connected(s);
    const agent = await callAgent(app, oemSerial);
    const a = await phoneOnline(agent, agentIds[0] as string);
    await pushed.until((b) => seatIn(b, a.agentId)?.connected === true);
    // No state changes when a phone drops: the board goes out for the connection alone.
    a.s.disconnect();
    const phoneDropped = (b: Wallboard) => {
      const seat = seatIn(b, a.agentId);
      return seat?.connected === false && seat.state !== 'offline';
    };
    const gone = await pushed.until(phoneDropped);
    expect(seatIn(gone, a.agentId)).toMatchObject({ state: 'idle', userId: agent.user.id });
    const back = await phoneOnline(agent, a.agentId);
    const again = await pushed.until((b) => b.at > gone.at && seatIn(b, a.agentId)?.connected === true);
    expect(seatIn(again, a.agentId)?.state).toBe('idle');
    back.s.disconnect();
    s.disconnect();
  });

  it('lets a supervisor take an agent offline with a reason: recorded, told to the agent, the seat freed', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const supervisor = await supervisorOf(oemSerial);
    const a = await online(oemSerial, agentIds[0] as string);
    await emit(a.s, 'setState', { state: 'onBreak' });
    const force = (token: string, payload: Record<string, string>) =>
      as(app, token, { method: 'POST', url: '/interface/callCenter/agent/forceOffline', payload });
    expect((await force(a.token, { agentId: a.agentId, reason: 'meeting' })).statusCode).toBe(403);
    expect((await force(supervisor.token, { agentId: a.agentId, reason: 'nonsense' })).statusCode).toBe(400);
    const elsewhere = await callCentre(app, 1);
    expect(
      (await force(supervisor.token, { agentId: elsewhere.agentIds[0] as string, reason: 'meeting' })).json(),
    ).toMatchObject({ code: 403 });

    const told = new Promise<ForcedOffline>((resolve) => a.s.once('forcedOffline', resolve));
    const gone = dropped(a.s);
    const res = await force(supervisor.token, { agentId: a.agentId, reason: 'meeting', note: '10 点例会' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await told).toEqual({ reason: 'meeting', note: '10 点例会', by: supervisor.user.name });
    expect(await gone).toBe('io server disconnect');
    expect(await lockSeen(supervisor.token, a.agentId)).toBe(0);
    expect(await app.callCenter.gateway.isOnline(a.agentId)).toBe(false);
    await app.callCenter.service.flush();
    const rows = (
      await as(app, supervisor.token, { method: 'GET', url: `/interface/callCenter/agent/states?agentId=${a.agentId}` })
    ).json().data.rows as AgentStateChangeRow[];
    expect(rows[0]).toMatchObject({
      fromState: 'onBreak',
      toState: 'offline',
      reason: 'supervisor',
      actorId: supervisor.user.id,
      detail: 'meeting',
      note: '10 点例会',
    });
    // Offline already: nothing to take offline.
    const again = await force(supervisor.token, { agentId: a.agentId, reason: 'meeting' });
    expect(again.json()).toMatchObject({ code: 409, msg: '该坐席当前未上线' });
  });
});
