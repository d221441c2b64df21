import { ClientConfig } from '@console/domain/schemas/client-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonBytes } from '../../http/cached-answer.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { singleFlight } from '../../lib/single-flight.js';

const Health = z.object({
  status: z.enum(['ok', 'down']),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'down', 'off']),
  lastCheckpointAt: z.string().nullable(),
});

/** how long a successful probe of the database and Redis answers for */
const HEALTH_REUSE_MS = 100;

/** A probe's answer; its bytes are serialised once, by the first request that sends it. */
interface Probed {
  status: 200 | 503;
  answer: { code: number; msg: string; data: z.infer<typeof Health> };
  bytes?: Buffer;
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { redis } = app;
  const probe = async (): Promise<Probed> => {
    const data = {
      database: app.database.kind,
      redis: redis
        ? await redis.ping().then(
            () => 'ok' as const,
            () => 'down' as const,
          )
        : ('off' as const),
      lastCheckpointAt: app.database.lastCheckpointAt()?.toISOString() ?? null,
    };
    try {
      await app.database.ping();
      return { status: 200, answer: ok({ status: 'ok' as const, ...data }) };
    } catch (err) {
      app.log.error({ err }, 'health: database unreachable');
      return { status: 503, answer: { code: 503, msg: 'database unreachable', data: { status: 'down', ...data } } };
    }
  };
  // Requests that arrive while a probe is under way share it, and a healthy answer stands, bytes and all, for
  // 100 ms: load balancers and monitors poll many times a second, and a poll then costs no database round trip and
  // no serialising. An unhealthy answer is never reused.
  const healthy = singleFlight(
    async () => {
      const probed = await probe();
      if (probed.status !== 200) throw probed;
      return probed;
    },
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
      const probed = await healthy().catch((down: Probed) => down);
      reply.code(probed.status);
      probed.bytes ??= Buffer.from(reply.serialize(probed.answer) as string);
      return sendJsonBytes(reply, probed.bytes);
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
