import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditedEntity } from '../../http/audit.js';
import { normaliseIp } from '../../http/ip.js';
import type { AuditService } from './service.js';

/** Field names whose values never reach the log. */
const SECRET = /pass(word)?|secret|token|authorization|idcard|bankcard|bankaccount|otp|recovery/i;
const MAX_SUMMARY = 1000;

/** Whether a route's body may be written to the log (not when it is a one-time code under an ordinary name). */
const summarisesBody = (config: FastifyContextConfig | undefined) => !(config?.audit && config.audit.body === false);

/** A write's fields as one short line, secrets left out. */
export function summarise(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return String(value).slice(0, MAX_SUMMARY);
  const clean = JSON.stringify(value, (key, v) => (key && SECRET.test(key) ? '***' : v));
  return clean.length > MAX_SUMMARY ? `${clean.slice(0, MAX_SUMMARY - 1)}…` : clean;
}

/**
 * The operation log: every non-GET call under /interface/ that reached a route is written just before its answer
 * goes out (onSend, after the handler or the error handler), success or failure, with who, the route and its entity, the id in the path, the fields
 * sent (secrets left out), the before/after a route recorded, the address, the status and the time taken.
 * Sign-in and token calls are left to the login log; a route can opt out with `config.audit: false`.
 * Written after the change and before the caller hears of it; a log insert that fails never fails the answer
 * (it is logged as a server warning).
 */
export function registerAuditHook(app: FastifyInstance, audit: AuditService) {
  app.decorateRequest('auditChange', null);
  app.addHook('onSend', (request, reply, payload, done) => {
    const entity = request.is404
      ? null
      : auditedEntity(request.method, request.routeOptions.url ?? '', request.routeOptions.config);
    // Reads are not logged, and pass without a promise.
    if (!entity) return done(null, payload);
    record(request, reply, entity).then(() => done(null, payload));
  });

  const record = async (request: FastifyRequest, reply: FastifyReply, entity: string) => {
    const method = request.method;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const change = request.auditChange;
    const entityId = change?.entityId ?? params.id ?? Object.values(params)[0];
    const p = request.principal;
    try {
      await audit.record({
        userId: p?.userId ?? null,
        username: p?.username ?? (request.freelancer ? `freelancer:${request.freelancer.phone}` : null),
        method,
        route: (request.routeOptions.url ?? request.url).slice(0, 200),
        entity: entity.slice(0, 40),
        entityId: entityId === undefined || entityId === null ? null : String(entityId).slice(0, 64),
        summary: request.isMultipart() || !summarisesBody(request.routeOptions.config) ? null : summarise(request.body),
        before: summarise(change?.before),
        after: summarise(change?.after),
        statusCode: reply.statusCode,
        outcome: reply.statusCode < 400 ? 'success' : 'failure',
        ip: normaliseIp(request.ip),
        durationMs: Math.round(reply.elapsedTime),
      });
    } catch (err) {
      request.log.warn({ err }, 'operation log not written');
    }
  };
}
