import { t } from '@console/domain/messages';
import { pageSchema } from '@console/domain/schemas/list';
import {
  AgentStateChangeRow,
  AgentStateHistoryQuery,
  AgentToken,
  CallRecordQuery,
  CallRecordRow,
  ForceOfflineBody,
  InboundCallAnswer,
  InboundCallBody,
  SeatBody,
  SeatListQuery,
  SeatLockAnswer,
  SeatRow,
  Wallboard,
} from '@console/domain/schemas/softphone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { conflict, unauthorized } from '../../http/errors.js';
import { requestLocale } from '../../http/locale.js';
import { envelopeOf } from '../../http/route-helpers.js';
import './exporter.js';
import { callCentreMembershipRoutes } from './membership-routes.js';
import { RECORDING_LISTEN } from './recordings.js';

const ONLINE = { permission: 'telManage:online' } as const;
/** The simulator's inbound calls (staff, tests and demos). */
const SIMULATE = { permission: 'telManage:simulate' } as const;
/** The supervisor's wallboard, agents' state histories, taking an agent offline. */
const MONITOR = { permission: 'telManage:monitor' } as const;

/** The softphone calls answer `code: "200"` as a string: their success code is the string 200. */
function seatEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal('200'), msg: z.string(), data });
}
const seatOk = <T>(data: T, msg = 'ok') => ({ code: '200' as const, msg, data });

const SEATS = '/bblgServer/system/callCenter/account';

export const callCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service, gateway, desk, wallboard, recordings } = app.callCenter;
  await app.register(callCentreMembershipRoutes);
  app.get(
    `${SEATS}/list`,
    {
      config: { access: ONLINE },
      schema: {
        tags: ['callCenter'],
        summary: "The seats of the caller's call centre (lock 0: free, or the caller's own)",
        querystring: SeatListQuery,
        response: { 200: seatEnvelope(pageSchema(SeatRow)) },
      },
    },
    async (request) => {
      const q = request.query;
      return seatOk(await service.seats.list(principalOf(request), q.oemSerial, q.pageNum, q.pageSize));
    },
  );
  app.post(
    `${SEATS}/lock`,
    {
      config: { access: ONLINE },
      schema: {
        tags: ['callCenter'],
        summary: "Takes a seat (atomic; the caller's previous seat is let go)",
        body: SeatBody,
        response: { 200: seatEnvelope(SeatLockAnswer) },
      },
    },
    async (request) => {
      const locked = await service.seats.lock(principalOf(request), request.body.agentId);
      if (locked.released) await desk.goOffline(locked.released);
      const message = t(requestLocale(request), 'seatLocked', { agentId: locked.agentId });
      return seatOk({ agentId: locked.agentId, voipNumber: locked.voipNumber, message }, message);
    },
  );
  app.post(
    `${SEATS}/unlock`,
    {
      config: { access: ONLINE },
      schema: {
        tags: ['callCenter'],
        summary: 'Lets a seat go (its holder, or a seat manager); its phone goes offline',
        body: SeatBody,
        response: { 200: seatEnvelope(z.null()) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      const holder = await service.seats.unlock(p, request.body.agentId);
      // A seat manager letting someone else's seat go takes that agent offline: a supervisor's doing.
      if (holder !== null)
        await desk.goOffline(
          request.body.agentId,
          holder === p.userId ? { reason: 'user' } : { reason: 'supervisor', actorId: p.userId },
        );
      return seatOk(null);
    },
  );
  app.post(
    `${SEATS}/refresh`,
    {
      config: { access: ONLINE },
      schema: {
        tags: ['callCenter'],
        summary:
          'Reconciles the seats with the call centre: frees seats whose phone has been gone past the grace period',
        response: { 200: seatEnvelope(z.object({ released: z.number().int() })) },
      },
    },
    async (request) => {
      const centre = await service.seats.centreOf(principalOf(request).userId);
      await gateway.syncSeats(centre);
      const online = new Set((await gateway.agents(centre)).map((a) => a.agent.agentId));
      const released = await service.seats.releaseAbandoned(centre, app.config.callCenter.seatGraceMs, (id) =>
        online.has(id),
      );
      return seatOk({ released }, t(requestLocale(request), 'seatsRefreshed', { n: released }));
    },
  );

  app.post(
    '/callCenter/agent/token',
    {
      config: { access: ONLINE, secretAnswer: ['token'] },
      schema: {
        tags: ['callCenter'],
        summary: 'The short-lived HMAC-signed agent token the phone client connects with (a seat the caller holds)',
        body: SeatBody,
        response: { 200: envelopeOf(AgentToken) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      // Held through this sign-in: a seat taken from another browser is that browser's to put online.
      const holder = { userId: p.userId, sessionId: p.sessionId };
      if (!(await service.seats.heldBy(holder, request.body.agentId))) throw conflict('noSeat');
      return ok(service.issueToken(p, request.body.agentId));
    },
  );
  app.post(
    '/callCenter/agent/offline',
    {
      config: { access: 'public' },
      schema: {
        tags: ['callCenter'],
        summary:
          "The closing page's beacon: the token's phone goes offline; its seat is freed after the grace period unless the phone comes back",
        body: z.object({ token: z.string().max(1024) }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const claims = service.verifyToken(request.body.token);
      if (!claims) throw unauthorized('agentTokenInvalid');
      if (!(await desk.pageClosed(claims))) throw conflict('noSeat');
      return ok(null);
    },
  );

  app.post(
    '/callCenter/simulator/inbound',
    {
      config: { access: SIMULATE },
      schema: {
        tags: ['callCenter'],
        summary: 'The simulator rings an online idle agent of your call centre (the given one, or any)',
        body: InboundCallBody,
        response: { 200: envelopeOf(InboundCallAnswer) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      const centre = await service.seats.centreOf(p.userId);
      const body = request.body;
      const target = await service.targetOf(p, {
        number: body.number,
        businessType: body.businessType,
        businessId: body.businessId,
      });
      const idle = (await gateway.agents(centre)).filter((a) => a.state === 'idle');
      // Named: that agent, reachable or not (the call then ends `unreachable`); else an idle agent whose phone is on.
      const chosen = body.agentId
        ? idle.find((a) => a.agent.agentId === body.agentId)
        : (idle.find((a) => a.attached) ?? idle[0]);
      if (!chosen) throw conflict(body.agentId ? 'agentNotAvailable' : 'noAgentAvailable');
      const { callId } = await gateway.ring(chosen.agent.agentId, target);
      return ok({ callId, agentId: chosen.agent.agentId });
    },
  );

  app.get(
    '/callCenter/records',
    {
      config: { access: ONLINE },
      schema: {
        tags: ['callCenter'],
        summary: 'Call records, newest first (all of the call centre with telManage:record, else your own)',
        querystring: CallRecordQuery,
        response: { 200: envelopeOf(pageSchema(CallRecordRow)) },
      },
    },
    async (request) => ok(await service.records(principalOf(request), request.query)),
  );

  app.get(
    '/callCenter/records/:id/recording',
    {
      config: { access: { permission: RECORDING_LISTEN } },
      schema: {
        tags: ['callCenter'],
        summary:
          "A talked call's recording (audio/wav), of a record the caller may see (their call centre's with telManage:record, else their own)",
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const p = principalOf(request);
      const centre = await service.seats.centreOf(p.userId);
      const { object, fileName } = await recordings.open(p, centre, request.params.id);
      return reply
        .header('content-type', 'audio/wav')
        .header('content-length', object.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(object.body);
    },
  );

  app.get(
    '/callCenter/wallboard',
    {
      config: { access: MONITOR },
      schema: {
        tags: ['callCenter'],
        summary: "The caller's call centre wallboard now (the /wallboard socket pushes it on every change)",
        response: { 200: envelopeOf(Wallboard) },
      },
    },
    async (request) => ok(await wallboard.board(await service.seats.centreOf(principalOf(request).userId))),
  );

  app.get(
    '/callCenter/agent/states',
    {
      config: { access: MONITOR },
      schema: {
        tags: ['callCenter'],
        summary: "A seat's agent state history (append-only), newest first",
        querystring: AgentStateHistoryQuery,
        response: { 200: envelopeOf(pageSchema(AgentStateChangeRow)) },
      },
    },
    async (request) =>
      ok(await service.stateHistory(await service.seats.centreOf(principalOf(request).userId), request.query)),
  );

  app.post(
    '/callCenter/agent/forceOffline',
    {
      config: { access: MONITOR, audit: { entity: 'agentOffline' } },
      schema: {
        tags: ['callCenter'],
        summary: 'A supervisor takes an agent of their call centre offline, with a reason the agent is shown',
        body: ForceOfflineBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await desk.forceOffline(principalOf(request), request.body);
      return ok(null);
    },
  );
};
