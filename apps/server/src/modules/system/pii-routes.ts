import { PiiRevealAnswer, PiiRevealBody, PiiRevealLogPage, PiiRevealLogQuery } from '@console/domain/schemas/pii';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { normaliseIp } from '../../http/ip.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { PiiService } from './pii-service.js';

const tags = ['system'];

/** Protected personal data: a value revealed once with a fresh proof, and the log of who saw what. Staff only. */
export const piiRoutes: FastifyPluginAsyncZod = async (app) => {
  const pii = new PiiService(app.database.db, app.keys);

  app.post(
    '/system/pii/reveal',
    {
      config: { access: { permission: 'system:pii:reveal' }, audit: { entity: 'pii' }, stepUp: true },
      schema: {
        tags,
        summary: 'The plain value of a masked field (ID card, bank card, bank account), logged; needs a step-up',
        body: PiiRevealBody,
        response: { 200: envelopeOf(PiiRevealAnswer) },
      },
    },
    async (request) => {
      const p = staffOf(request);
      const origin = { ip: normaliseIp(request.ip), userAgent: request.headers['user-agent'] };
      return ok({ value: await pii.reveal(p, request.body, origin) });
    },
  );

  app.get(
    '/system/pii/reveal-log/list',
    {
      config: { access: { permission: 'system:pii:log:list' } },
      schema: {
        tags,
        summary: 'Who revealed which field of which record, when and from where (filters entity, field, record, dates)',
        querystring: PiiRevealLogQuery,
        response: { 200: envelopeOf(PiiRevealLogPage) },
      },
    },
    async (request) => {
      staffOf(request);
      return ok(await pii.log(request.query));
    },
  );
};
