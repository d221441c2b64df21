import Fastify, { type FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { AppError } from '../../../http/errors.js';
import type { AgentIdentity, CallCenterGateway } from '../gateway.js';
import { CallCenterSimulator, type SimulatorTimings } from '../simulator.js';
import {
  type CommandAnswer,
  type CommandBody,
  commandText,
  EVENTS_NAMESPACE,
  eventsText,
  type GatewayEvent,
  type GatewayEvents,
  type GatewaySocketData,
  METHODS,
  type Method,
  type NoEvents,
  SIGNATURE_HEADER,
  stateToWire,
  TIME_HEADER,
  toWire,
  verify,
} from './protocol.js';

export interface CallCenterServiceOptions {
  secret: string;
  timings: SimulatorTimings;
  /** how long agents of a console instance that went away stay online, waiting for their phone to come back */
  seatGraceMs: number;
  logLevel: string;
}

/**
 * The call-centre simulator as a service of its own (`npm run callcenter`), for several console instances: seats'
 * agents, their states and calls live here, so they outlive any console instance. Each agent's events go to the
 * console instance its phone came online through (its "home"), or to any connected one when that one is gone (the
 * call records are written either way; the phone learns the state when it comes back online through another).
 */
export async function buildCallCenterService(options: CallCenterServiceOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.logLevel } });
  // Commands are verified on the exact bytes signed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  const consoles = new Map<string, Socket<NoEvents, GatewayEvents, NoEvents, GatewaySocketData>>();
  const homes = new Map<string, string>();
  const graceTimers = new Map<string, NodeJS.Timeout>();

  const deliver = (agentId: string, event: GatewayEvent) => {
    const home = consoles.get(homes.get(agentId) ?? '');
    const target = home?.connected ? home : [...consoles.values()].find((s) => s.connected);
    if (target) target.emit('event', event);
    else app.log.warn({ agentId, kind: event.kind }, 'no console instance connected: event dropped');
  };
  const simulator = new CallCenterSimulator(options.timings, {
    phoneEvent: (agentId, name, status, extra) => deliver(agentId, { kind: 'phone', agentId, name, status, extra }),
    callChanged: (facts) => deliver(facts.agent.agentId, { kind: 'call', facts: toWire(facts) }),
    stateChanged: (change) => deliver(change.agent.agentId, { kind: 'state', change: stateToWire(change) }),
  });
  const settle = (agentId: string) => {
    clearTimeout(graceTimers.get(agentId));
    graceTimers.delete(agentId);
  };

  const io = new Server<NoEvents, GatewayEvents, NoEvents, GatewaySocketData>(app.server, {
    path: '/socket.io/',
    transports: ['websocket'],
    serveClient: false,
  });
  const nsp = io.of(EVENTS_NAMESPACE);
  nsp.use((socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { console?: unknown; time?: unknown; signature?: unknown };
    if (
      typeof auth.console !== 'string' ||
      !verify(options.secret, auth.time, auth.signature, eventsText(auth.console))
    )
      return next(new Error('unauthorized'));
    socket.data.console = auth.console;
    next();
  });
  nsp.on('connection', (socket) => {
    const id = socket.data.console;
    consoles.get(id)?.disconnect(true);
    consoles.set(id, socket);
    for (const [agentId, home] of homes) if (home === id) settle(agentId);
    socket.on('disconnect', () => {
      if (consoles.get(id) !== socket) return;
      consoles.delete(id);
      // Its phones reconnect through another instance within the grace period (online() re-homes them), or go.
      for (const [agentId, home] of homes) {
        if (home !== id || graceTimers.has(agentId)) continue;
        const timer = setTimeout(() => {
          graceTimers.delete(agentId);
          if (homes.get(agentId) !== id || consoles.has(id)) return;
          homes.delete(agentId);
          simulator.offline(agentId, { reason: 'seatGrace' });
        }, options.seatGraceMs);
        timer.unref();
        graceTimers.set(agentId, timer);
      }
    });
  });

  const run = (method: Method, { console: consoleId, args }: CommandBody): unknown => {
    if (method === 'online') {
      const identity = args[0] as AgentIdentity;
      settle(identity.agentId);
      homes.set(identity.agentId, consoleId);
      // Back through another instance (one restarted): the agent, their state and call carry on (online() keeps them).
      return simulator.online(
        identity,
        args[1] as Parameters<CallCenterGateway['online']>[1],
        (args[2] as string | null | undefined) ?? null,
      );
    }
    if (method === 'offline') {
      const agentId = args[0] as string;
      settle(agentId);
      homes.delete(agentId);
    }
    const fn = simulator[method] as (...a: unknown[]) => unknown;
    return fn.apply(simulator, args);
  };

  app.get('/health', async () => ({ ok: true, consoles: consoles.size }));
  app.post<{ Params: { method: string }; Body: string }>('/gateway/:method', async (request, reply) => {
    const method = request.params.method as Method;
    if (!METHODS.includes(method)) return reply.code(404).send({ error: { status: 404, key: 'notFound', params: {} } });
    const raw = typeof request.body === 'string' ? request.body : '';
    if (
      !verify(options.secret, request.headers[TIME_HEADER], request.headers[SIGNATURE_HEADER], commandText(method, raw))
    )
      return reply.code(401).send({ error: { status: 401, key: 'unauthorized', params: {} } });
    try {
      const body = JSON.parse(raw) as CommandBody;
      const answer: CommandAnswer = { result: (await run(method, body)) ?? null };
      return answer;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const answer: CommandAnswer = { error: { status: err.status, key: err.key, params: err.params } };
      return reply.code(err.status).send(answer);
    }
  });

  app.addHook('preClose', async () => {
    for (const timer of graceTimers.values()) clearTimeout(timer);
    simulator.close();
    io.local.disconnectSockets(true);
    nsp.disconnectSockets(true);
    io.engine.close();
  });
  return app;
}
