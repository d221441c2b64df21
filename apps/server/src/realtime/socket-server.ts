import { type Locale, pickLocale } from '@console/domain/locale';
import { t } from '@console/domain/messages';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { AppError, forbidden } from '../http/errors.js';
import type { Principal } from '../http/principal.js';
import { hashToken } from '../lib/tokens.js';
import { type RealtimeServer, refusal, type SocketOwner } from './contract.js';
import { floodGuard } from './flood-guard.js';
import { dropOnRevocation, joinSignIn } from './sign-in-rooms.js';
import { closeUnsettled } from './unsettled.js';

/**
 * The socket.io server on the console's own port (path /socket.io/). The handshake takes a console or
 * freelancer token (`auth: { token }`); ended sign-ins drop their sockets at once. With REDIS_URL the Redis
 * adapter carries events between processes, and only websocket is offered so no sticky sessions are needed.
 */
export function createSocketServer(app: FastifyInstance): RealtimeServer {
  const multi = Boolean(app.redis);
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io/',
    serveClient: false,
    transports: multi ? ['websocket'] : ['polling', 'websocket'],
    maxHttpBufferSize: 64 * 1024,
    pingInterval: app.config.socketHeartbeatMs,
    pingTimeout: app.config.socketHeartbeatMs,
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
    const { owner } = socket.data;
    void joinSignIn(
      socket,
      owner.kind === 'user'
        ? { kind: 'user', userId: owner.principal.userId, sessionId: owner.principal.sessionId }
        : { kind: 'freelancer', freelancerId: owner.freelancer.freelancerId, tokenHash: owner.tokenHash },
    );
    floodGuard(socket, owner.locale);
  });
  dropOnRevocation(app, io);

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
  // So does a role's required enrolment in two-factor sign-in.
  if (principal.mfaEnrolmentRequired) throw forbidden('mfaEnrolmentRequired');
  return { kind: 'user', principal, locale };
}
