import { DashboardSummary } from '@console/domain/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { dashboardSummary } from './service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/summary',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dashboard'],
        summary:
          "The signed-in user's own figures (sign-ins, sessions, grants, uploads) and the business sections their list permissions open",
        response: { 200: envelopeOf(DashboardSummary) },
      },
    },
    async (request) => ok(await dashboardSummary(app.database.db, principalOf(request))),
  );
};
