import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { freelancerOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf, originOf } from '../../http/route-helpers.js';
import { parseBearer } from '../../lib/tokens.js';

export const freelancerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/freelancer/auth/token',
    {
      config: { access: 'public', rateLimit: { max: app.config.login.ratePerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['freelancer'],
        summary: 'Freelancer client sign-in with phone and password',
        security: [],
        body: z.object({ phone: z.string().trim().min(1).max(20), password: z.string().min(1).max(128) }),
        response: { 200: envelopeOf(z.object({ access_token: z.string(), expires_in: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await app.freelancerAuth.signIn(request.body.phone, request.body.password, originOf(request))),
  );

  app.get(
    '/freelancer/me',
    {
      config: { access: 'freelancer' },
      schema: {
        tags: ['freelancer'],
        summary: 'The signed-in freelancer',
        response: {
          200: envelopeOf(
            z.object({
              freelancerId: z.number().int(),
              name: z.string(),
              phone: z.string(),
              socketId: z.string(),
              wxHead: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => ok(freelancerOf(request)),
  );

  app.delete(
    '/freelancer/auth/signout',
    {
      config: { access: 'freelancer' },
      schema: { tags: ['freelancer'], summary: 'Freelancer sign-out', response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await app.freelancerAuth.signOut(parseBearer(request.headers.authorization) ?? '');
      return ok(null);
    },
  );
};
