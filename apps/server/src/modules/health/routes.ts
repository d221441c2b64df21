import { ClientConfig } from '@console/domain/schemas/client-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { singleFlight } from '../../lib/single-flight.js';

const Health = z.object({
  status: z.enum(['ok', 'down']),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'down', 'off']),
  lastCheckpointAt: z.string().nullable(),
});

/** how long a successful probe of the database (or Redis) answers for */
const HEALTH_REUSE_MS = 100;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Requests that arrive while a probe is under way share it, and a success stands for 100 ms (load balancers and
  // monitors polling many times a second).
  const pingDatabase = singleFlight(() => app.database.ping(), { reuseMs: HEALTH_REUSE_MS });
  const { redis } = app;
  const pingRedis = singleFlight(
    async () =>
      redis
        ? redis.ping().then(
            () => 'ok' as const,
            () => 'down' as const,
          )
        : ('off' as const),
    { reuseMs: HEALTH_REUSE_MS },
  );
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        security: [],
        response: { 200: envelopeOf(Health), 503: envelopeOf(Health) },
      },
    },
    async (_request, reply) => {
      const data = {
        database: app.database.kind,
        redis: await pingRedis(),
        lastCheckpointAt: app.database.lastCheckpointAt()?.toISOString() ?? null,
      };
      try {
        await pingDatabase();
        return ok({ status: 'ok' as const, ...data });
      } catch (err) {
        app.log.error({ err }, 'health: database unreachable');
        return reply
          .status(503)
          .send({ code: 503, msg: 'database unreachable', data: { status: 'down' as const, ...data } });
      }
    },
  );

  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The settings the web app reads at start: brand, upload limit, file viewer and URL rewrites',
        security: [],
        response: { 200: envelopeOf(ClientConfig) },
      },
    },
    async () =>
      ok({
        brandName: app.config.brandName,
        uploadMaxMb: app.config.uploadMaxMb,
        officeViewerUrl: app.config.officeViewerUrl,
        fileUrlRewrite: app.config.fileUrlRewrite,
        defaultLocale: 'zh' as const,
      }),
  );
};
