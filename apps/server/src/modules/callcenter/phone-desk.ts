import type { UserType } from '@console/domain/enums';
import { ACCOUNT_STATUS } from '@console/domain/enums';
import { type Locale, pickLocale } from '@console/domain/locale';
import { t } from '@console/domain/messages';
import {
  type AgentStateOption,
  CallIdCommand,
  DialCommand,
  DtmfCommand,
  PHONE_NAMESPACE,
  SetStateCommand,
  ToggleCommand,
  TransferCommand,
  WrapupCommand,
} from '@console/domain/schemas/softphone';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import { sysUser } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../http/errors.js';
import { answer, refusal } from '../../realtime/socket-server.js';
import type { AgentClaims } from './agent-token.js';
import type { AgentIdentity, CallCenterGateway } from './gateway.js';
import type { CallCenterService } from './service.js';

interface PhoneSocketData {
  locale: Locale;
  claims: AgentClaims;
  seat: AgentIdentity;
  scope: { userType: UserType; enterpriseId: number | null };
  /** the state picker's options, read at the handshake so the phone is online before any command arrives */
  options: AgentStateOption[];
}

const agentRoom = (agentId: string) => `a:${agentId}`;
const userRoom = (userId: number) => `u:${userId}`;
const sessionRoom = (sessionId: number) => `s:${sessionId}`;

/**
 * The phone client's side of the call centre: the `/phone` namespace (docs/softphone.md). One socket per seat
 * owns the phone (a second one is refused, or takes over when it asks to); a dropped phone frees its seat after a
 * grace period. The gateway's events go to the seat's socket.
 */
export class PhoneDesk {
  private readonly sockets = new Map<string, Socket>();
  private readonly releaseTimers = new Map<string, NodeJS.Timeout>();
  private readonly nsp;

  constructor(
    private readonly app: FastifyInstance,
    io: Server,
    private readonly service: CallCenterService,
    private readonly gateway: CallCenterGateway,
  ) {
    this.nsp = io.of(PHONE_NAMESPACE);
    this.nsp.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (err: Error) => next(err),
      );
    });
    this.nsp.on('connection', (socket) => {
      this.connected(socket).catch((err) => {
        app.log.error({ err }, 'phone connection failed');
        socket.disconnect(true);
      });
    });
    app.auth.revocations.on((r) => {
      if (r.kind === 'session') this.nsp.in(sessionRoom(r.sessionId)).disconnectSockets(true);
      else if (r.kind === 'user') {
        const target = this.nsp.in(userRoom(r.userId));
        (r.keepSessionId === undefined ? target : target.except(sessionRoom(r.keepSessionId))).disconnectSockets(true);
      }
    });
    app.addHook('preClose', async () => {
      for (const timer of this.releaseTimers.values()) clearTimeout(timer);
      await this.gateway.close();
      await this.service.flush();
    });
  }

  /** A gateway event for a seat: to the socket that owns its phone. */
  emit(agentId: string, event: string, payload: unknown): void {
    this.sockets.get(agentId)?.emit(event, payload);
  }

  /** The seat's phone goes offline now (unlock, the closing page's beacon), on whichever process holds it. */
  async goOffline(agentId: string): Promise<void> {
    await this.gateway.offline(agentId);
    this.nsp.in(agentRoom(agentId)).disconnectSockets(true);
  }

  private async admit(socket: Socket): Promise<void> {
    const locale = pickLocale(socket.handshake.headers['accept-language']);
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; takeover?: unknown };
    const claims = typeof auth.token === 'string' ? this.service.verifyToken(auth.token) : null;
    if (!claims) throw refusal('unauthorized', 401, t(locale, 'agentTokenInvalid'));
    const seat = await this.service.seats.heldBy(claims.userId, claims.agentId);
    if (!seat) throw refusal('unauthorized', 409, t(locale, 'noSeat'));
    const owner = this.sockets.get(claims.agentId);
    if (owner?.connected && auth.takeover !== true) {
      const err = refusal('unauthorized', 409, t(locale, 'seatInUse'));
      err.message = 'seatInUse';
      throw err;
    }
    const [user] = await this.app.database.db
      .select({ userType: sysUser.userType, enterpriseId: sysUser.enterpriseId, status: sysUser.status })
      .from(sysUser)
      .where(eq(sysUser.id, claims.userId));
    if (user?.status !== ACCOUNT_STATUS.valid) throw refusal('unauthorized', 401, t(locale, 'agentTokenInvalid'));
    const data: PhoneSocketData = {
      locale,
      claims,
      seat,
      scope: { userType: user.userType as UserType, enterpriseId: user.enterpriseId },
      options: await this.service.stateOptions(seat.oemSerial),
    };
    Object.assign(socket.data, data);
  }

  private async connected(socket: Socket): Promise<void> {
    const { claims, seat, options } = socket.data as PhoneSocketData;
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
    const ready = Promise.resolve(this.gateway.online(seat, options));
    this.commands(socket, ready);
    socket.on('disconnect', () => this.dropped(socket));
    await ready;
    await socket.join([agentRoom(agentId), userRoom(claims.userId), sessionRoom(claims.sid)]);
  }

  /** A phone socket went: offline at once; its seat is freed after the grace period unless the phone comes back. */
  private dropped(socket: Socket): void {
    const { claims, seat } = socket.data as PhoneSocketData;
    if (this.sockets.get(seat.agentId) !== socket) return; // taken over: the seat lives on in the new socket
    this.sockets.delete(seat.agentId);
    Promise.resolve(this.gateway.offline(seat.agentId)).catch((err) =>
      this.app.log.warn({ err, agentId: seat.agentId }, 'phone not taken offline'),
    );
    const timer = setTimeout(() => {
      this.releaseTimers.delete(seat.agentId);
      if (this.sockets.has(seat.agentId)) return;
      this.service.seats
        .release(seat.agentId, claims.userId)
        .catch((err) => this.app.log.warn({ err, agentId: seat.agentId }, 'seat not released'));
    }, this.app.config.callCenter.seatGraceMs);
    timer.unref();
    this.releaseTimers.set(seat.agentId, timer);
  }

  private commands(socket: Socket, ready: Promise<unknown>): void {
    const data = socket.data as PhoneSocketData;
    const { agentId } = data.seat;
    const log = this.app.log;
    const gateway = this.gateway;
    const on = <S extends z.ZodType>(event: string, schema: S | null, run: (body: z.infer<S>) => unknown) => {
      socket.on(event, (...args: unknown[]) => {
        const ack = args[args.length - 1];
        const body = typeof ack === 'function' ? args.slice(0, -1)[0] : args[0];
        void answer(socket, ack, log, async () => {
          await ready;
          if (!schema) return (await run(undefined as z.infer<S>)) ?? null;
          const parsed = schema.safeParse(typeof body === 'string' ? safeJson(body) : body);
          if (!parsed.success) throw badRequest();
          return (await run(parsed.data)) ?? null;
        });
      });
    };
    on('getState', null, () => gateway.status(agentId));
    on('states', null, () => this.service.stateOptions(data.seat.oemSerial));
    on('setState', SetStateCommand, (b) => gateway.setState(agentId, b.state));
    on('dial', DialCommand, async (b) => {
      if (!(await gateway.isOnline(agentId))) throw conflict('phoneOffline');
      const target = await this.service.targetOf(data.scope, b);
      try {
        return await gateway.dial(agentId, target);
      } catch (err) {
        if (err instanceof AppError) throw err;
        log.error({ err }, 'dial failed');
        throw conflict('dialFailed');
      }
    });
    on('answer', CallIdCommand, (b) => gateway.answer(agentId, b.callId));
    on('hangup', CallIdCommand, (b) => gateway.hangup(agentId, b.callId));
    on('hold', ToggleCommand, (b) => gateway.hold(agentId, b.callId, b.on));
    on('mute', ToggleCommand, (b) => gateway.mute(agentId, b.callId, b.on));
    on('dtmf', DtmfCommand, (b) => gateway.dtmf(agentId, b.callId, b.digits));
    on('transfer', TransferCommand, (b) => gateway.transfer(agentId, b.callId, b.toAgentId));
    on('transferTargets', null, async () => {
      const idle = (await gateway.agents(data.seat.oemSerial)).filter(
        (a) => a.state === 'idle' && a.agent.agentId !== agentId,
      );
      if (idle.length === 0) return [];
      const names = await this.app.database.db
        .select({ id: sysUser.id, name: sysUser.name })
        .from(sysUser)
        .where(
          inArray(
            sysUser.id,
            idle.map((a) => a.agent.userId),
          ),
        );
      const nameOf = new Map(names.map((n) => [n.id, n.name]));
      return idle.map((a) => ({
        agentId: a.agent.agentId,
        voipNumber: a.agent.voipNumber,
        nickName: nameOf.get(a.agent.userId) ?? a.agent.agentId,
      }));
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
