import { type Locale, pickLocale } from '@console/domain/locale';
import { t } from '@console/domain/messages';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { type Namespace, Server, type Socket } from 'socket.io';
import { AppError, forbidden } from '../http/errors.js';
import type { FreelancerPrincipal, Principal } from '../http/principal.js';
import type { Revocation } from '../lib/revocations.js';
import { hashToken } from '../lib/tokens.js';
import { floodGuard } from './flood-guard.js';
import { closeUnsettled } from './unsettled.js';

/** Who a socket belongs to, settled once at the handshake. */
export type SocketOwner =
  | { kind: 'user'; principal: Principal; locale: Locale }
  | { kind: 'freelancer'; freelancer: FreelancerPrincipal; tokenHash: string; locale: Locale };

/** Rooms every socket of one sign-in joins, so an ended session or a push reaches all of them on any process. */
export const rooms = {
  user: (userId: number) => `u:${userId}`,
  session: (sessionId: number) => `s:${sessionId}`,
  freelancer: (freelancerId: number) => `f:${freelancerId}`,
  freelancerToken: (tokenHash: string) => `t:${tokenHash}`,
  chat: (chatId: string) => `chat:${chatId}`,
};

/** Disconnects, on every process, the sockets of console sign-ins that ended (the rooms above). */
export function dropRevoked(sockets: Server | Namespace, r: Revocation): void {
  if (r.kind === 'session') sockets.in(rooms.session(r.sessionId)).disconnectSockets(true);
  else if (r.kind === 'user') {
    const target = sockets.in(rooms.user(r.userId));
    (r.keepSessionId === undefined ? target : target.except(rooms.session(r.keepSessionId))).disconnectSockets(true);
  }
}

/** A handshake's refusal: `err.message` a reason code, `err.data` the envelope with a translated text. */
export function refusal(reason: 'unauthorized' | 'noChat', code: number, msg: string): Error {
  const err = new Error(reason) as Error & { data: { code: number; msg: string } };
  err.data = { code, msg };
  return err;
}

/**
 * The socket.io server on the console's own port (path /socket.io/). The handshake takes a console or
 * freelancer token (`auth: { token }`); ended sign-ins drop their sockets at once. With REDIS_URL the Redis
 * adapter carries events between processes, and only websocket is offered so no sticky sessions are needed.
 */
export function createSocketServer(app: FastifyInstance): Server {
  const multi = Boolean(app.redis);
  const io = new Server(app.server, {
    path: '/socket.io/',
    serveClient: false,
    transports: multi ? ['websocket'] : ['polling', 'websocket'],
    maxHttpBufferSize: 64 * 1024,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });
  if (app.redis) {
    const pub = app.redis.duplicate();
    const sub = app.redis.duplicate();
    for (const client of [pub, sub]) client.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
    io.adapter(createAdapter(pub, sub, { key: 'console-io' }));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    const locale = pickLocale(socket.handshake.headers['accept-language']);
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown };
    const token = typeof auth.token === 'string' ? auth.token : '';
    if (!token || token.length > 512) return next(refusal('unauthorized', 401, t(locale, 'unauthorized')));
    try {
      socket.data.owner = await ownerOf(app, token, locale);
      next();
    } catch (err) {
      if (err instanceof AppError) return next(refusal('unauthorized', err.status, t(locale, err.key)));
      closeUnsettled(socket, err, app.log);
      next(err as Error);
    }
  });

  io.on('connection', (socket) => {
    const owner = socket.data.owner as SocketOwner;
    if (owner.kind === 'user') {
      void socket.join([rooms.user(owner.principal.userId), rooms.session(owner.principal.sessionId)]);
    } else {
      void socket.join([rooms.freelancer(owner.freelancer.freelancerId), rooms.freelancerToken(owner.tokenHash)]);
    }
    floodGuard(socket, owner.locale);
  });

  app.auth.revocations.on((r) => dropRevoked(io, r));
  app.freelancerAuth.revocations.on((r) => {
    if (r.kind === 'freelancerToken') io.in(rooms.freelancerToken(r.tokenHash)).disconnectSockets(true);
    else if (r.kind === 'freelancer') io.in(rooms.freelancer(r.freelancerId)).disconnectSockets(true);
  });

  // Open websockets would hold the HTTP server's close: this process's connections go first. Closed, not
  // disconnected: a disconnect from the server tells a client its session ended (it signs out), a closed connection
  // that this process went away (it reconnects, through the proxy to another process).
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  return io;
}

/** A console token first, then a freelancer token; the console's reason when neither holds. */
async function ownerOf(app: FastifyInstance, token: string, locale: Locale): Promise<SocketOwner> {
  let principal: Principal;
  try {
    principal = await app.auth.authenticate(token);
  } catch (consoleErr) {
    if (!(consoleErr instanceof AppError)) throw consoleErr;
    try {
      const freelancer = await app.freelancerAuth.authenticate(token);
      return { kind: 'freelancer', freelancer, tokenHash: hashToken(token), locale };
    } catch (freelancerErr) {
      // Neither token: the console's reason. A freelancer token that could not be checked is no refusal.
      throw freelancerErr instanceof AppError ? consoleErr : freelancerErr;
    }
  }
  // A one-time password opens nothing but changing it (http/auth-hook.ts), sockets included.
  if (principal.mustChangePassword) throw forbidden('passwordChangeRequired');
  return { kind: 'user', principal, locale };
}

/** The owner a connected socket was accepted for. */
export function ownerOfSocket(socket: Socket): SocketOwner {
  return socket.data.owner as SocketOwner;
}

/** Answers an event's acknowledgement from what the handler returned or threw, in the socket's language. */
export async function answer<T>(
  socket: Socket,
  ack: unknown,
  log: FastifyInstance['log'],
  run: () => Promise<T>,
): Promise<void> {
  // Phone sockets (modules/callcenter) keep their language beside no owner.
  const locale = (socket.data as { locale?: Locale }).locale ?? ownerOfSocket(socket).locale;
  const reply = typeof ack === 'function' ? (ack as (body: unknown) => void) : () => {};
  try {
    reply({ code: 200, data: await run() });
  } catch (err) {
    if (err instanceof AppError) return reply({ code: err.status, msg: t(locale, err.key, err.params) });
    log.error({ err }, 'socket event failed');
    reply({ code: 500, msg: t(locale, 'internal', { id: socket.id }) });
  }
}
