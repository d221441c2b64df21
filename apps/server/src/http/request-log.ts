import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged in full, whatever its answer. */
export const SLOW_REQUEST_MS = 500;

/**
 * Request logging that costs nothing on the fast path: every answer of 500 or above and every request slower
 * than SLOW_REQUEST_MS is logged with its method, URL, status and time; the rest is not (errors themselves are
 * logged with their stack by the error handler).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 500 || ms > SLOW_REQUEST_MS) {
      request.log.warn(
        {
          req: { method: request.method, url: request.url, ip: request.ip, route: request.routeOptions.url },
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(ms),
        },
        ms > SLOW_REQUEST_MS ? 'slow request' : 'request failed',
      );
    }
    done();
  });
}
