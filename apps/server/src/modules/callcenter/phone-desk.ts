import { type Locale, pickLocale } from '@console/domain/locale';
import { t } from '@console/domain/messages';
import type { AckData } from '@console/domain/realtime/ack';
import type {
  PhoneClientToServer,
  PhoneCommand,
  PhoneHandshakeAuth,
  PhoneServerToClient,
} from '@console/domain/realtime/phone-events';
import {
  type AgentStateOption,
  CallbackCommand,
  CallIdCommand,
  DialCommand,
  DtmfCommand,
  type ForceOfflineBody,
  PHONE_NAMESPACE,
  type PhoneEvent,
  type PhoneEventName,
  SetStateCommand,
  ToggleCommand,
  TransferCommand,
  WrapupCommand,
} from '@console/domain/schemas/softphone';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { changeFeedOf } from '../../db/changes.js';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import { answerEvent } from '../../realtime/answered-events.js';
import { type NamespaceOf, namespaceOf, type RealtimeServer, refusal, type SocketOf } from '../../realtime/contract.js';
import { floodGuard } from '../../realtime/flood-guard.js';
import { dropOnRevocation, joinSignIn, rooms } from '../../realtime/sign-in-rooms.js';
import { closeUnsettled } from '../../realtime/unsettled.js';
import type { AgentClaims } from './agent-token.js';
import type { CallbackQueue } from './callbacks.js';
import type { AgentIdentity, CallCenterGateway, OfflineCause } from './gateway.js';
import type { EndedSessions, SeatHolder } from './seat-service.js';
import type { CallCenterService, CallerScope } from './service.js';

/** What a phone socket carries, settled at the handshake. */
interface PhoneSocketData {
  locale: Locale;
  claims: AgentClaims;
  seat: AgentIdentity;
  scope: CallerScope;
  /** the state picker's options, read at the handshake so the phone is online before any command arrives */
  options: AgentStateOption[];
  /** a reloaded page bringing its seat back by itself: the state the agent last chose, from the history */
  restore: string | null;
}

/** What a command's handler may answer: its acknowledgement's data, or nothing where that is null. */
type CommandResult<E extends PhoneCommand> =
  | AckData<PhoneClientToServer[E]>
  // biome-ignore lint/suspicious/noConfusingVoidType: the gateway's commands that answer nothing return void
  | (null extends AckData<PhoneClientToServer[E]> ? void : never);

type PhoneNamespace = NamespaceOf<PhoneClientToServer, PhoneServerToClient, PhoneSocketData>;
type PhoneSocket = SocketOf<PhoneClientToServer, PhoneServerToClient, PhoneSocketData>;

/** setTimeout's longest wait; a session that ends later is looked at again then */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The phone client's side of the call centre: the `/phone` namespace (docs/softphone.md). One socket per seat
 * owns the phone (a second one is refused, or takes over when it asks to); a dropped phone frees its seat after a
 * grace period. A phone lives no longer than the console sign-in its agent token came from: admitted only while
 * that session is live, dropped and its seat freed the moment it is revoked or expires. The gateway's events go to
 * the seat's socket.
 */
export class PhoneDesk {
  private readonly sockets = new Map<string, PhoneSocket>();
  private readonly releaseTimers = new Map<string, NodeJS.Timeout>();
  /** per phone: when to look at its session again (it expires then, unless refreshed) */
  private readonly sessionTimers = new Map<PhoneSocket, NodeJS.Timeout>();
  private readonly nsp: PhoneNamespace;

  constructor(
    private readonly app: FastifyInstance,
    io: RealtimeServer,
    private readonly service: CallCenterService,
    private readonly gateway: CallCenterGateway,
    private readonly callbacks: CallbackQueue,
    /** an agent's phone connected or dropped: the supervisors' board shows who can be reached */
    private readonly connectionChanged: (oemSerial: string) => void = () => {},
  ) {
    this.nsp = namespaceOf(io, PHONE_NAMESPACE);
    this.nsp.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (err: Error) => {
          // Refusals carry their reason (`refusal`); anything else is an infrastructure failure, not the seat's end.
          if (!('data' in err)) closeUnsettled(socket, err, app.log);
          next(err);
        },
      );
    });
    this.nsp.on('connection', (socket) => {
      this.connected(socket).catch((err) => {
        if (!(err instanceof AppError)) return closeUnsettled(socket, err, app.log);
        // Refused by the call centre: the phone ends (connecting again would be refused again).
        app.log.error({ err }, 'phone connection failed');
        socket.disconnect(true);
      });
    });
    // Ended sign-ins (lib/revocations.ts): their phones drop on every process and their seats are freed now.
    dropOnRevocation(app, this.nsp, (r) => {
      const ended =
        r.kind === 'session' ? { sessionId: r.sessionId } : { userId: r.userId, keepSessionId: r.keepSessionId };
      return this.releaseEnded(ended).catch((err) => app.log.warn({ err }, 'seats of an ended session kept'));
    });
    // Heard after the commit and from every process: this process's phones of that session or user look again.
    changeFeedOf(app.database.db).on((change) => {
      if (change.kind !== 'session' && change.kind !== 'user') return;
      for (const socket of this.sockets.values()) {
        const { claims } = socket.data;
        if (change.kind === 'session' ? claims.sid === change.sessionId : claims.userId === change.userId) {
          this.checkSession(socket).catch((err) => app.log.warn({ err }, 'phone session check failed'));
        }
      }
    });
    app.addHook('preClose', async () => {
      for (const timer of [...this.releaseTimers.values(), ...this.sessionTimers.values()]) clearTimeout(timer);
      await this.gateway.close();
      await this.service.flush();
    });
  }

  /** A gateway event for a seat: to the socket that owns its phone. */
  emit(agentId: string, event: PhoneEventName, payload: PhoneEvent): void {
    this.sockets.get(agentId)?.emit(event, payload);
  }

  /** A callback offer or its withdrawal for a seat: to its phone on whichever process holds it. */
  notify<E extends 'callbackOffered' | 'callbackWithdrawn'>(
    agentId: string,
    event: E,
    ...payload: Parameters<PhoneServerToClient[E]>
  ): void {
    this.nsp.in(rooms.agent(agentId)).emit(event, ...payload);
  }

  /** The seat's phone goes offline now (unlock), on whichever process holds it, for a reason. */
  async goOffline(agentId: string, cause: OfflineCause = { reason: 'user' }): Promise<void> {
    await this.gateway.offline(agentId, cause);
    this.nsp.in(rooms.agent(agentId)).disconnectSockets(true);
  }

  /**
   * A supervisor takes an agent of their call centre offline: recorded with the supervisor and the reason, the
   * agent's phone told why (`forcedOffline`) and dropped, the seat freed (the agent may go online again by choice).
   */
  async forceOffline(supervisor: Principal, body: ForceOfflineBody): Promise<void> {
    const centre = await this.service.seats.centreOf(supervisor.userId);
    const seat = await this.service.seats.seat(body.agentId);
    if (!seat || seat.oemSerial !== centre) throw forbidden('seatOtherCentre');
    const online = (await this.gateway.agents(centre)).some((a) => a.agent.agentId === body.agentId);
    if (!online) throw conflict('agentNotOnline');
    const note = body.note || null;
    await this.gateway.offline(body.agentId, {
      reason: 'supervisor',
      actorId: supervisor.userId,
      detail: body.reason,
      note,
    });
    const room = this.nsp.in(rooms.agent(body.agentId));
    room.emit('forcedOffline', { reason: body.reason, note, by: supervisor.name });
    room.disconnectSockets(true);
    if (seat.lockedBy !== null) await this.service.seats.release(body.agentId, seat.lockedBy);
  }

  /** Seats of sign-ins that ended are freed and their agents signed out of the call centre. */
  private async releaseEnded(ended: EndedSessions): Promise<void> {
    for (const agentId of await this.service.seats.releaseEnded(ended)) {
      await this.gateway.offline(agentId, { reason: 'signOut' });
    }
  }

  /**
   * The closing page's beacon: only for the seat's holder through the token's own sign-in (an old token of a
   * previous holder changes nothing), and only for phones that connected with this token or an older one (the
   * reloaded page's new phone may already be there). The seat stays held for the grace period, so a reload gets
   * it back; it is freed then if no phone came back. Answers whether the token's holder still held the seat.
   */
  async pageClosed(claims: AgentClaims): Promise<boolean> {
    const holder = { userId: claims.userId, sessionId: claims.sid };
    if (!(await this.service.seats.heldBy(holder, claims.agentId))) return false;
    for (const s of await this.nsp.in(rooms.agent(claims.agentId)).fetchSockets()) {
      if (s.data.claims.iat <= claims.iat) s.disconnect(true);
    }
    this.releaseLater(claims.agentId, holder);
    return true;
  }

  private async admit(socket: PhoneSocket): Promise<void> {
    const locale = pickLocale(socket.handshake.headers['accept-language']);
    const auth = (socket.handshake.auth ?? {}) as Partial<Record<keyof PhoneHandshakeAuth, unknown>>;
    const claims = typeof auth.token === 'string' ? this.service.verifyToken(auth.token) : null;
    if (!claims) throw refusal('unauthorized', 401, t(locale, 'agentTokenInvalid'));
    // The token outlives nothing: the sign-in it came from must still be live (not signed out, forced out, expired).
    const session = await this.app.auth.liveSession(claims.sid);
    if (session?.userId !== claims.userId) throw refusal('unauthorized', 401, t(locale, 'agentTokenInvalid'));
    const seat = await this.service.seats.heldBy({ userId: claims.userId, sessionId: claims.sid }, claims.agentId);
    if (!seat) throw refusal('unauthorized', 409, t(locale, 'noSeat'));
    const owner = this.sockets.get(claims.agentId);
    if (owner?.connected && auth.takeover !== true) throw refusal('seatInUse', 409, t(locale, 'seatInUse'));
    const scope = await this.service.callerScope(claims.userId);
    if (!scope) throw refusal('unauthorized', 401, t(locale, 'agentTokenInvalid'));
    const data: PhoneSocketData = {
      locale,
      claims,
      seat,
      scope,
      options: await this.service.stateOptions(seat.oemSerial),
      restore: auth.resume === true ? await this.service.lastChosen(seat.agentId, claims.userId) : null,
    };
    Object.assign(socket.data, data);
  }

  private async connected(socket: PhoneSocket): Promise<void> {
    const { claims, seat, options, locale, restore } = socket.data;
    const agentId = seat.agentId;
    clearTimeout(this.releaseTimers.get(agentId));
    this.releaseTimers.delete(agentId);
    const previous = this.sockets.get(agentId);
    this.sockets.set(agentId, socket);
    if (previous && previous !== socket) {
      previous.emit('takenOver');
      previous.disconnect(true);
    }
    // Online first: a command sent right after connecting waits for it and finds the agent idle.
    const ready = Promise.resolve(this.gateway.online(seat, options, restore));
    floodGuard(socket, locale);
    this.commands(socket, ready);
    socket.on('disconnect', () => {
      clearTimeout(this.sessionTimers.get(socket));
      this.sessionTimers.delete(socket);
      this.dropped(socket);
    });
    await ready;
    this.connectionChanged(seat.oemSerial);
    await joinSignIn(socket, { kind: 'user', userId: claims.userId, sessionId: claims.sid }, rooms.agent(agentId));
    // A phone coming back (a reload, a takeover) is shown the callback its agent holds.
    const offer = await this.callbacks.offerOf(agentId);
    if (offer) socket.emit('callbackOffered', offer);
    // Looked at again once joined: a revocation announced between the handshake and the join missed this socket.
    await this.checkSession(socket);
  }

  /**
   * Drops the phone and frees its seat when the sign-in its token came from has ended; else looks again when the
   * session would expire (a refresh moves that on).
   */
  private async checkSession(socket: PhoneSocket): Promise<void> {
    const { claims } = socket.data;
    if (socket.disconnected) return;
    const session = await this.app.auth.liveSession(claims.sid);
    if (socket.disconnected) return;
    clearTimeout(this.sessionTimers.get(socket));
    if (!session) {
      // Offline at the gateway first, then the phone hears it is over (as on a revocation).
      try {
        await this.releaseEnded({ sessionId: claims.sid });
      } finally {
        socket.disconnect(true);
      }
      return;
    }
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, session.expiresAt.getTime() - Date.now()) + 1);
    const timer = setTimeout(() => {
      this.checkSession(socket).catch((err) => this.app.log.warn({ err }, 'phone session check failed'));
    }, wait);
    timer.unref();
    this.sessionTimers.set(socket, timer);
  }

  /**
   * A phone socket went: the agent keeps their state (calls offered meanwhile find them unreachable); the agent
   * goes offline and the seat is freed after the grace period unless the phone comes back.
   */
  private dropped(socket: PhoneSocket): void {
    const { claims, seat } = socket.data;
    if (this.sockets.get(seat.agentId) !== socket) return; // taken over: the seat lives on in the new socket
    this.sockets.delete(seat.agentId);
    Promise.resolve(this.gateway.detach(seat.agentId)).then(
      () => this.connectionChanged(seat.oemSerial),
      (err) => this.app.log.warn({ err, agentId: seat.agentId }, 'phone not detached'),
    );
    this.releaseLater(seat.agentId, { userId: claims.userId, sessionId: claims.sid });
  }

  /**
   * Frees the seat after the grace period if no phone holds it by then, on any process (a reload may land on
   * another), and if it is still held through the same sign-in (its user may have taken it again elsewhere); the
   * agent goes offline with it (reason seatGrace).
   */
  private releaseLater(agentId: string, holder: SeatHolder): void {
    clearTimeout(this.releaseTimers.get(agentId));
    const timer = setTimeout(() => {
      this.releaseTimers.delete(agentId);
      if (this.sockets.has(agentId)) return;
      this.nsp
        .in(rooms.agent(agentId))
        .fetchSockets()
        .then(async (back) => {
          if (back.length > 0) return;
          if (await this.service.seats.release(agentId, holder.userId, holder.sessionId))
            await this.gateway.offline(agentId, { reason: 'seatGrace' });
        })
        .catch((err) => this.app.log.warn({ err, agentId }, 'seat not released'));
    }, this.app.config.callCenter.seatGraceMs);
    timer.unref();
    this.releaseTimers.set(agentId, timer);
  }

  private commands(socket: PhoneSocket, ready: Promise<unknown>): void {
    const data = socket.data;
    const { agentId } = data.seat;
    const context = { locale: data.locale, log: this.app.log };
    const gateway = this.gateway;
    /** A command: run once the phone is online, with its payload parsed (an object, or its JSON string). */
    const on = <E extends PhoneCommand, S extends z.ZodType | null>(
      event: E,
      schema: S,
      run: (body: S extends z.ZodType ? z.infer<S> : undefined) => CommandResult<E> | Promise<CommandResult<E>>,
    ) =>
      answerEvent(socket, event, context, async (body) => {
        await ready;
        let input: unknown;
        if (schema) {
          const parsed = schema.safeParse(typeof body === 'string' ? safeJson(body) : body);
          if (!parsed.success) throw badRequest();
          input = parsed.data;
        }
        // A command that answers nothing is acknowledged with `data: null`.
        return ((await run(input as S extends z.ZodType ? z.infer<S> : undefined)) ?? null) as AckData<
          PhoneClientToServer[E]
        >;
      });
    on('getState', null, () => gateway.status(agentId));
    on('states', null, () => this.service.stateOptions(data.seat.oemSerial));
    on('setState', SetStateCommand, (b) => gateway.setState(agentId, b.state));
    const dial = async (b: DialCommand) => {
      if (!(await gateway.isOnline(agentId))) throw conflict('phoneOffline');
      const target = await this.service.targetOf(data.scope, b);
      try {
        return await gateway.dial(agentId, target);
      } catch (err) {
        if (err instanceof AppError) throw err;
        this.app.log.error({ err }, 'dial failed');
        throw conflict('dialFailed');
      }
    };
    on('dial', DialCommand, dial);
    on('acceptCallback', CallbackCommand, async (b) => {
      const command = await this.callbacks.accept(agentId, b.callbackId);
      try {
        // The dial path itself: by business id (the number looked up within the agent's scope), else the number.
        const placed = await dial(command);
        await this.callbacks.placed(b.callbackId, placed.callId, data.claims.userId);
        return placed;
      } catch (err) {
        await this.callbacks.unplaced(b.callbackId, data.seat.oemSerial);
        throw err;
      }
    });
    on('declineCallback', CallbackCommand, (b) => this.callbacks.decline(agentId, b.callbackId, data.seat.oemSerial));
    on('answer', CallIdCommand, (b) => gateway.answer(agentId, b.callId));
    on('hangup', CallIdCommand, (b) => gateway.hangup(agentId, b.callId));
    on('hold', ToggleCommand, (b) => gateway.hold(agentId, b.callId, b.on));
    on('mute', ToggleCommand, (b) => gateway.mute(agentId, b.callId, b.on));
    on('dtmf', DtmfCommand, (b) => gateway.dtmf(agentId, b.callId, b.digits));
    on('transfer', TransferCommand, (b) => gateway.transfer(agentId, b.callId, b.toAgentId));
    on('transferTargets', null, async () => {
      const agents = await gateway.agents(data.seat.oemSerial);
      return this.service.transferTargets(
        agents.filter((a) => a.state === 'idle' && a.attached && a.agent.agentId !== agentId).map((a) => a.agent),
      );
    });
    on('wrapup', WrapupCommand, async (b) => {
      if (b.note) await this.service.noteLatest(data.claims.userId, agentId, b.note);
      await gateway.finishWrapup(agentId);
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
