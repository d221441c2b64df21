import type { CallbackOffer, CallbackWithdrawn, PhoneEvent, Wallboard } from '@console/domain/schemas/softphone';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callCallback, taskOrder } from '../../db/schema/index.js';
import { as, createFreelancer, createUser, roleWith, unique } from '../../testing/factories.js';
import { boards, emit, onlineAgent as onlineAgentOf, servePhoneTests } from '../../testing/phone.js';
import { createTask } from '../tasks/factories.js';
import { CallbackQueue } from './callbacks.js';
import { callAgent, callCentre } from './factories.js';
import type { AgentSnapshot, CallFacts } from './gateway.js';

const server = servePhoneTests({
  CALL_ANSWER_DELAY_MS: '100',
  CALL_RING_TIMEOUT_MS: '500',
  CALL_CALLBACK_OFFER_SECONDS: '1',
  CALL_CALLBACK_EXPIRE_MINUTES: '30',
  CALL_CALLBACK_REOFFER_SECONDS: '60',
});
let app: FastifyInstance;
beforeAll(() => {
  app = server.app;
});

const onlineAgent = (oemSerial: string, agentId: string, roles?: string[]) =>
  onlineAgentOf(server, oemSerial, agentId, roles);

describe('missed-call callbacks over the phone socket', () => {
  it('a missed call is offered to an idle agent; declined, it goes to another, who accepts: placed by business id', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const simulator = await roleWith(app, ['telManage:online', 'telManage:simulate']);
    const a = await onlineAgent(oemSerial, agentIds[0] as string, ['agent', simulator]);
    const b = await onlineAgent(oemSerial, agentIds[1] as string);
    // An order whose freelancer the callback reaches (by the order's id, not the caller's number).
    const boss = await createUser(app, { userType: '02' });
    const worker = await createFreelancer(app);
    const job = await createTask(app, boss.enterpriseId as number);
    const [order] = await app.database.db
      .insert(taskOrder)
      .values({
        orderNo: unique('O'),
        taskId: job.id,
        enterpriseId: boss.enterpriseId as number,
        freelancerId: worker.id,
        mode: 'A',
        status: '3',
        amount: '1.00',
      })
      .returning();
    const rung = await as(app, a.token, {
      method: 'POST',
      url: '/interface/callCenter/simulator/inbound',
      payload: { number: '13800005678', agentId: a.agentId, businessType: 'order', businessId: String(order?.id) },
    });
    expect(rung.statusCode, rung.body).toBe(200);
    // a lets it ring out (missed); b, idle, is offered the callback.
    const offer = await b.events.next<CallbackOffer>('callbackOffered');
    expect(offer).toMatchObject({ maskedNumber: '138****5678', businessType: 'order', businessId: String(order?.id) });
    expect(JSON.stringify(offer)).not.toContain('13800005678');
    expect(a.events.has('callbackOffered')).toBe(false);
    // Only its holder may take it.
    expect((await emit(a.s, 'acceptCallback', { callbackId: offer.callbackId })).code).toBe(409);
    // b declines; a, back to idle, has passed it too (it rang at them): both free, it goes round again only after
    // the cool-down, to a (who passed it longest ago).
    expect((await emit(b.s, 'declineCallback', { callbackId: offer.callbackId })).code).toBe(200);
    expect((await emit(a.s, 'setState', { state: 'idle' })).code).toBe(200);
    await app.callCenter.callbacks.tick(new Date(Date.now() + 30_000));
    expect(a.events.has('callbackOffered') || b.events.has('callbackOffered')).toBe(false);
    await app.callCenter.callbacks.tick(new Date(Date.now() + 61_000));
    const again = await a.events.next<CallbackOffer>('callbackOffered');
    expect(b.events.has('callbackOffered')).toBe(false);
    expect(again.callbackId).toBe(offer.callbackId);
    const accepted = await emit<{ callId: string }>(a.s, 'acceptCallback', { callbackId: offer.callbackId });
    expect(accepted.code, accepted.msg).toBe(200);
    const ring = await a.events.next<PhoneEvent>('outgoingRing');
    expect(ring.status.call).toMatchObject({ direction: 'out', businessType: 'order', businessId: String(order?.id) });
    expect(ring.status.call?.maskedNumber).toBe(`${worker.phone.slice(0, 3)}****${worker.phone.slice(-4)}`);
    const [row] = await app.database.db.select().from(callCallback).where(eq(callCallback.id, offer.callbackId));
    expect(row).toMatchObject({ status: 'placed', placedCallId: accepted.data?.callId, offeredAgentId: a.agentId });
    expect(row?.passedUsers).toEqual([a.user.id, b.user.id]);
    // Called back: the caller's whole number is not kept.
    expect(row?.number).toBe(row?.maskedNumber);
    // Taken: nobody is offered it again, and accepting twice is refused.
    expect((await emit(a.s, 'acceptCallback', { callbackId: offer.callbackId })).code).toBe(409);
  });

  it('an offer not answered in time goes to another agent; one nobody takes expires', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 3);
    const simulator = await roleWith(app, ['telManage:online', 'telManage:simulate']);
    const caller = await onlineAgent(oemSerial, agentIds[0] as string, [simulator]);
    const rung = await as(app, caller.token, {
      method: 'POST',
      url: '/interface/callCenter/simulator/inbound',
      payload: { number: '13800004321', agentId: caller.agentId },
    });
    expect(rung.statusCode).toBe(200);
    const b = await onlineAgent(oemSerial, agentIds[1] as string);
    await app.callCenter.callbacks.tick();
    const first = await b.events.next<CallbackOffer>('callbackOffered');
    expect(first.offerEndsAt - Date.now()).toBeLessThanOrEqual(1_000);
    const c = await onlineAgent(oemSerial, agentIds[2] as string);
    // b lets the offer run out: withdrawn, then offered to c (b passed it).
    await app.callCenter.callbacks.tick(new Date(first.offerEndsAt + 1));
    expect(await b.events.next<CallbackWithdrawn>('callbackWithdrawn')).toEqual({
      callbackId: first.callbackId,
      reason: 'timeout',
    });
    const second = await c.events.next<CallbackOffer>('callbackOffered');
    expect(second.callbackId).toBe(first.callbackId);
    // Nobody takes it: it expires after CALL_CALLBACK_EXPIRE_MINUTES, the offer withdrawn.
    await app.callCenter.callbacks.tick(new Date(Date.now() + 31 * 60_000));
    expect(await c.events.next<CallbackWithdrawn>('callbackWithdrawn')).toEqual({
      callbackId: first.callbackId,
      reason: 'expired',
    });
    const [row] = await app.database.db.select().from(callCallback).where(eq(callCallback.id, first.callbackId));
    expect(row?.status).toBe('expired');
    expect(row?.number).toBe(row?.maskedNumber);
    expect((await emit(c.s, 'acceptCallback', { callbackId: first.callbackId })).code).toBe(409);
  });

  it('the wallboard counts callbacks waiting, pushed as they are queued, taken and expire', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 2);
    const supervisor = await callAgent(app, oemSerial, [
      await roleWith(app, ['telManage:online', 'telManage:monitor']),
    ]);
    const board = server.socket({ token: supervisor.token }, { namespace: '/wallboard', language: 'en' });
    const pushed = boards(board);
    board.connect();
    expect((await pushed.until(() => true)).callbacksWaiting).toBe(0);
    const simulator = await roleWith(app, ['telManage:online', 'telManage:simulate']);
    const a = await onlineAgent(oemSerial, agentIds[0] as string, [simulator]);
    const ring = (number: string) =>
      as(app, a.token, {
        method: 'POST',
        url: '/interface/callCenter/simulator/inbound',
        payload: { number, agentId: a.agentId },
      });
    expect((await ring('13800001111')).statusCode).toBe(200);
    // Missed: one waiting; still one while it is offered to b and passed on.
    await pushed.until((b) => b.callbacksWaiting === 1);
    const b = await onlineAgent(oemSerial, agentIds[1] as string);
    const offer = await b.events.next<CallbackOffer>('callbackOffered');
    expect((await emit(b.s, 'declineCallback', { callbackId: offer.callbackId })).code).toBe(200);
    expect((await emit<Wallboard>(board, 'snapshot')).data?.callbacksWaiting).toBe(1);
    // Round again after the cool-down (b the only free agent), b takes it: none waiting.
    await app.callCenter.callbacks.tick(new Date(Date.now() + 61_000));
    expect((await b.events.next<CallbackOffer>('callbackOffered')).callbackId).toBe(offer.callbackId);
    expect((await emit(b.s, 'acceptCallback', { callbackId: offer.callbackId })).code).toBe(200);
    await pushed.until((x) => x.callbacksWaiting === 0);
    // Another missed call waits, and expires untaken: the board is pushed with nothing else changing.
    expect((await emit(a.s, 'setState', { state: 'idle' })).code).toBe(200);
    expect((await ring('13800002222')).statusCode).toBe(200);
    await pushed.until((x) => x.callbacksWaiting === 1);
    await app.callCenter.callbacks.tick(new Date(Date.now() + 31 * 60_000));
    await pushed.until((x) => x.callbacksWaiting === 0);
  });

  it('an outbound call nobody answered, and an answered inbound one, queue nothing', async () => {
    const { oemSerial, agentIds } = await callCentre(app, 1);
    const a = await onlineAgent(oemSerial, agentIds[0] as string);
    await emit(a.s, 'dial', { number: '13800000000' });
    await a.events.next('connectionCleared');
    await app.callCenter.service.flush();
    const rows = await app.database.db.select().from(callCallback).where(eq(callCallback.oemSerial, oemSerial));
    expect(rows).toEqual([]);
  });
});

describe('the callback queue under random sequences', () => {
  it('never has one callback offered to two agents, nor two offers held by one agent; passers go last', async () => {
    const AGENTS = ['A', 'B', 'C'];
    type Step =
      | { kind: 'missed' }
      | { kind: 'idle'; agent: number; on: boolean }
      | { kind: 'dispatch'; times: number }
      | { kind: 'decline'; agent: number }
      | { kind: 'accept'; agent: number }
      | { kind: 'gone'; agent: number }
      | { kind: 'clock'; ms: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.constant({ kind: 'missed' as const }),
      fc.record({ kind: fc.constant('idle' as const), agent: fc.nat(2), on: fc.boolean() }),
      fc.record({ kind: fc.constant('dispatch' as const), times: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('decline' as const), agent: fc.nat(2) }),
      fc.record({ kind: fc.constant('accept' as const), agent: fc.nat(2) }),
      fc.record({ kind: fc.constant('gone' as const), agent: fc.nat(2) }),
      fc.record({ kind: fc.constant('clock' as const), ms: fc.integer({ min: 100, max: 1_500 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const centre = unique('OEMQ');
        const idle = AGENTS.map(() => true);
        let clock = Date.now();
        /** who holds each callback's offer, as the phones were told */
        const holders = new Map<number, Set<string>>();
        /** until when each offer stands, as the phones were told */
        const ends = new Map<number, number>();
        /** who passed each callback on (users, longest ago first) and when last: the fairness model */
        const passed = new Map<number, number[]>();
        const lastPass = new Map<number, number>();
        const pass = (callbackId: number, user: number) => {
          passed.set(callbackId, [...(passed.get(callbackId) ?? []).filter((u) => u !== user), user]);
          lastPass.set(callbackId, clock);
        };
        /** offers made this step to someone who had passed the callback on, checked once the step is done */
        const reoffers: { callbackId: number; agent: number }[] = [];
        const problems: string[] = [];
        // The queue's sweeps cover every call centre (earlier runs' too): this run sees its own.
        const ours = (agentId: string) => agentId.startsWith(`${centre}-`);
        const agents = (oemSerial: string): AgentSnapshot[] =>
          (oemSerial === centre ? AGENTS : []).map((agentId, i) => ({
            agent: { agentId: `${centre}-${agentId}`, voipNumber: '0571', oemSerial: centre, userId: i + 1 },
            state: idle[i] ? 'idle' : 'busy',
            since: 0,
            attached: true,
            ringingIn: false,
          }));
        const queue = new CallbackQueue(
          app.database.db,
          { ...app.config.callCenter, callbackOfferSeconds: 1, callbackExpireMinutes: 1, callbackReofferSeconds: 1 },
          agents,
          {
            offered(agentId, offer) {
              if (!ours(agentId)) return;
              const agent = AGENTS.indexOf(agentId.slice(centre.length + 1));
              if (passed.get(offer.callbackId)?.includes(agent + 1)) {
                reoffers.push({ callbackId: offer.callbackId, agent });
                if (clock - (lastPass.get(offer.callbackId) ?? 0) < 1_000)
                  problems.push(`${agentId} offered ${offer.callbackId} again before the cool-down`);
              }
              const set = holders.get(offer.callbackId) ?? new Set();
              set.add(agentId);
              holders.set(offer.callbackId, set);
              ends.set(offer.callbackId, offer.offerEndsAt);
              if (set.size > 1) problems.push(`callback ${offer.callbackId} offered to ${[...set].join(', ')}`);
              const held = [...holders.entries()].filter(([, s]) => s.has(agentId)).length;
              if (held > 1) problems.push(`${agentId} holds ${held} offers`);
            },
            withdrawn(agentId, event) {
              if (!ours(agentId)) return;
              if (!holders.get(event.callbackId)?.delete(agentId))
                problems.push(`${agentId} lost callback ${event.callbackId} it did not hold`);
              if (event.reason === 'timeout')
                pass(event.callbackId, AGENTS.indexOf(agentId.slice(centre.length + 1)) + 1);
            },
            changed() {},
          },
          app.log,
        );
        const holderOf = (agent: string) => [...holders.entries()].find(([, s]) => s.has(agent))?.[0];
        let calls = 0;
        for (const s of steps) {
          const now = new Date(clock);
          const agentId = (i: number) => `${centre}-${AGENTS[i]}`;
          if (s.kind === 'missed') {
            const facts: CallFacts = {
              callId: `${centre}-call-${calls++}`,
              agent: { agentId: agentId(0), voipNumber: '0571', oemSerial: centre, userId: 1 },
              direction: 'in',
              maskedNumber: '138****0000',
              callerNumber: '13800000000',
              business: null,
              rungAt: now,
              answeredAt: null,
              endedAt: now,
              outcome: 'missed',
            };
            await queue.enqueue(facts, now);
            // The agent it rang at (A) has passed it.
            const [row] = await app.database.db
              .select({ id: callCallback.id })
              .from(callCallback)
              .where(eq(callCallback.callId, facts.callId));
            if (row && !passed.has(row.id)) pass(row.id, 1);
          } else if (s.kind === 'idle') {
            idle[s.agent] = s.on;
          } else if (s.kind === 'dispatch') {
            // Several processes dispatching at once.
            await Promise.all(Array.from({ length: s.times }, () => queue.dispatch(centre, now)));
          } else if (s.kind === 'decline' || s.kind === 'accept') {
            const held = holderOf(agentId(s.agent));
            // The agent answers the offer they hold, or (when none) one they do not: refused.
            const target = held ?? [...holders.keys()][0] ?? 1;
            // Answered, the offer is no longer theirs (a decline passes it on at once, inside the call).
            if (held !== undefined) holders.get(held)?.delete(agentId(s.agent));
            const run =
              s.kind === 'decline'
                ? queue.decline(agentId(s.agent), target, centre, now)
                : queue.accept(agentId(s.agent), target, now).then(async () => {
                    await queue.placed(target, `${centre}-placed-${target}`, s.agent + 1, now);
                  });
            const outcome = await run.then(
              () => 'ok',
              (err: { status?: number }) => err.status,
            );
            const mayAnswer = held !== undefined && (s.kind === 'decline' || clock < (ends.get(held) ?? 0));
            if (outcome === 'ok' && !mayAnswer) problems.push(`${agentId(s.agent)} answered ${target} not theirs`);
            // Refused: the offer they held (if any) is still theirs.
            if (outcome !== 'ok' && held !== undefined) holders.get(held)?.add(agentId(s.agent));
            if (outcome !== 'ok' && outcome !== 409) problems.push(`answer failed with ${outcome}`);
            if (outcome === 'ok' && s.kind === 'decline') pass(target, s.agent + 1);
          } else if (s.kind === 'gone') {
            await queue.agentGone(agentId(s.agent), centre, now);
          } else {
            clock += s.ms;
            await queue.tick(new Date(clock));
          }
          // The database agrees: each offered row has one agent, who holds nothing else.
          const offered = await app.database.db
            .select()
            .from(callCallback)
            .where(and(eq(callCallback.oemSerial, centre), eq(callCallback.status, 'offered')));
          const byAgent = new Set(offered.map((r) => r.offeredAgentId));
          if (byAgent.size !== offered.length) problems.push('an agent holds two offered rows');
          for (const r of offered) {
            if (!holders.get(r.id)?.has(r.offeredAgentId as string))
              problems.push(`row ${r.id} offered to ${r.offeredAgentId}, not told`);
          }
          // Offered again to one who passed it: every free agent who had not passed it holds another offer.
          for (const { callbackId, agent } of reoffers.splice(0)) {
            AGENTS.forEach((_, j) => {
              const free = idle[j] && holderOf(agentId(j)) === undefined;
              if (j !== agent && free && !passed.get(callbackId)?.includes(j + 1))
                problems.push(`${agentId(agent)} offered ${callbackId} again while ${agentId(j)} was free`);
            });
          }
          // The passers as the database keeps them: the model's, in order.
          const rows = await app.database.db.select().from(callCallback).where(eq(callCallback.oemSerial, centre));
          for (const r of rows) {
            if (JSON.stringify(r.passedUsers) !== JSON.stringify(passed.get(r.id) ?? []))
              problems.push(`row ${r.id} passed by ${r.passedUsers}, expected ${passed.get(r.id)}`);
          }
          if (problems.length > 0) break;
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
