import { type Locale, pickLocale } from '@console/domain/locale';
import { t } from '@console/domain/messages';
import {
  WALLBOARD_NAMESPACE,
  type WallboardClientToServer,
  type WallboardServerToClient,
} from '@console/domain/realtime/wallboard-events';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { hasPermission, type Principal } from '../../http/principal.js';
import { answerEvent } from '../../realtime/answered-events.js';
import { type NamespaceOf, namespaceOf, type RealtimeServer, refusal, type SocketOf } from '../../realtime/contract.js';
import { floodGuard } from '../../realtime/flood-guard.js';
import { dropOnRevocation, joinSignIn, rooms } from '../../realtime/sign-in-rooms.js';
import { closeUnsettled } from '../../realtime/unsettled.js';
import type { CallCenterGateway } from './gateway.js';
import type { CallCenterService } from './service.js';

/** The permission to watch the wallboard and take agents offline. */
export const MONITOR = 'telManage:monitor';

/** Changes closer together than this go out as one board. */
const COALESCE_MS = 150;

interface WallboardSocketData {
  locale: Locale;
  principal: Principal;
  centre: string;
}
type WallboardNamespace = NamespaceOf<WallboardClientToServer, WallboardServerToClient, WallboardSocketData>;
type WallboardSocket = SocketOf<WallboardClientToServer, WallboardServerToClient, WallboardSocketData>;

/**
 * The supervisors' wallboard: the `/wallboard` namespace (docs/softphone.md). A supervisor's socket joins its call
 * centre's room; after every agent state change, call change or callback queue change of that centre (queued,
 * accepted, passed on, expired) each process with supervisors of it takes the board afresh (changes within
 * COALESCE_MS as one) and pushes it to them. Nobody watching, nothing is read. No polling anywhere.
 */
export class WallboardDesk {
  private readonly nsp: WallboardNamespace;
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly app: FastifyInstance,
    io: RealtimeServer,
    private readonly service: CallCenterService,
    private readonly gateway: CallCenterGateway,
  ) {
    this.nsp = namespaceOf(io, WALLBOARD_NAMESPACE);
    this.nsp.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (err: Error) => {
          if (!('data' in err)) closeUnsettled(socket, err, app.log);
          next(err);
        },
      );
    });
    this.nsp.on('connection', (socket) => {
      this.connected(socket).catch((err) => closeUnsettled(socket, err, app.log));
    });
    // Heard from the other processes: their supervisors are theirs to push to, these are this one's.
    this.nsp.on('wallboardChanged', (oemSerial) => this.push(oemSerial));
    dropOnRevocation(app, this.nsp);
    app.addHook('preClose', async () => {
      for (const timer of this.timers.values()) clearTimeout(timer);
    });
  }

  /** Something changed in a call centre: its board goes out shortly, from every process to its own supervisors. */
  changed(oemSerial: string): void {
    // Other processes exist only behind the Redis adapter (the in-memory one has no server-side events).
    if (this.app.redis) this.nsp.serverSideEmit('wallboardChanged', oemSerial);
    this.push(oemSerial);
  }

  /** Takes the board (changes within COALESCE_MS as one) for this process's supervisors of the centre, if any. */
  private push(oemSerial: string): void {
    if (this.timers.has(oemSerial)) return;
    const room = rooms.wallboard(oemSerial);
    if (!this.nsp.adapter.rooms.get(room)?.size) return;
    const timer = setTimeout(() => {
      this.timers.delete(oemSerial);
      this.board(oemSerial).then(
        (board) => this.nsp.local.to(room).emit('wallboard', board),
        (err) => this.app.log.warn({ err, oemSerial }, 'wallboard not sent'),
      );
    }, COALESCE_MS);
    timer.unref();
    this.timers.set(oemSerial, timer);
  }

  /** A call centre's board now. */
  async board(oemSerial: string) {
    return this.service.wallboard(oemSerial, await this.gateway.agents(oemSerial));
  }

  private async admit(socket: WallboardSocket): Promise<void> {
    const locale = pickLocale(socket.handshake.headers['accept-language']);
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown };
    const token = typeof auth.token === 'string' && auth.token.length <= 512 ? auth.token : '';
    if (!token) throw refusal('unauthorized', 401, t(locale, 'unauthorized'));
    let principal: Principal;
    try {
      principal = await this.app.auth.authenticate(token);
    } catch (err) {
      if (err instanceof AppError) throw refusal('unauthorized', err.status, t(locale, err.key, err.params));
      throw err;
    }
    // A one-time password opens nothing but changing it, sockets included.
    if (principal.mustChangePassword) throw refusal('unauthorized', 403, t(locale, 'passwordChangeRequired'));
    if (!hasPermission(principal, MONITOR)) throw refusal('forbidden', 403, t(locale, 'monitorForbidden'));
    let centre: string;
    try {
      centre = await this.service.seats.centreOf(principal.userId);
    } catch (err) {
      if (err instanceof AppError) throw refusal('forbidden', err.status, t(locale, err.key, err.params));
      throw err;
    }
    const data: WallboardSocketData = { locale, principal, centre };
    Object.assign(socket.data, data);
  }

  private async connected(socket: WallboardSocket): Promise<void> {
    const { principal, centre, locale } = socket.data;
    floodGuard(socket, locale);
    answerEvent(socket, 'snapshot', { locale, log: this.app.log }, () => this.board(centre));
    await joinSignIn(
      socket,
      { kind: 'user', userId: principal.userId, sessionId: principal.sessionId },
      rooms.wallboard(centre),
    );
    socket.emit('wallboard', await this.board(centre));
  }
}
