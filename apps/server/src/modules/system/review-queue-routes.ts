import { ReviewQueuePage, ReviewQueueQuery } from '@console/domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { reviewQueue } from './review-queue.js';

/** The staff queue of tasks pending review (the decisions are the task workflow's own calls). */
export const reviewQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/task-review/list',
    {
      config: { access: { permission: 'client:task:review' } },
      schema: {
        tags: ['system'],
        summary: 'Tasks pending review across enterprises, oldest submission first (staff only)',
        querystring: ReviewQueueQuery,
        response: { 200: envelopeOf(ReviewQueuePage) },
      },
    },
    async (request) => ok(await reviewQueue(app.database.db, principalOf(request), request.query)),
  );
};
