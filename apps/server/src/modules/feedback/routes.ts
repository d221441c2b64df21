import { t } from '@console/domain/messages';
import {
  FeedbackCreateBody,
  FeedbackCreateResult,
  FeedbackHistoryPage,
  FeedbackIdParams,
  FeedbackListQuery,
  FeedbackPage,
  FeedbackReplyBody,
  FeedbackSolveListQuery,
  FeedbackUnread,
} from '@console/domain/schemas/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLocale } from '../../http/locale.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { registerFeedbackExporter } from './exporter.js';
import { FeedbackService } from './service.js';

const tags = ['feedback'];

/** The spec's two feedback calls (wire-compatible), plus the staff list, the reply and the unread flag. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new FeedbackService(app.database.db, app.notices);
  registerFeedbackExporter();

  app.post(
    '/system/oddFeedbackInfo/addOddFeedbackInfo',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Submit problem feedback (feedType, feedDesc, urls comma-joined, sourceType 1); data.code 200',
        body: FeedbackCreateBody,
        response: { 200: envelopeOf(FeedbackCreateResult) },
      },
    },
    async (request) => {
      await service.create(principalOf(request), request.body);
      const message = t(requestLocale(request), 'feedbackSubmitted');
      return ok({ code: 200, message }, message);
    },
  );

  app.get(
    '/enterprise/feedBack/feedBackSolveList',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's own feedback history, 20 a page; the replies answered are marked read",
        querystring: FeedbackSolveListQuery,
        response: { 200: envelopeOf(FeedbackHistoryPage) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      if (request.query.account !== p.userId) throw forbidden('feedbackSelfOnly');
      return ok(await service.history(p, request.query));
    },
  );

  app.get(
    '/client/feedback/list',
    {
      config: { access: { permission: 'client:feedback:list' } },
      schema: {
        tags,
        summary: 'Feedback: staff see all (filters status, feedType, keyword, dates); enterprise users their own',
        querystring: FeedbackListQuery,
        response: { 200: envelopeOf(FeedbackPage) },
      },
    },
    async (request) => ok(await service.list(principalOf(request), request.query)),
  );

  app.post(
    '/client/feedback/:id/reply',
    {
      config: { access: { permission: 'client:feedback:reply' } },
      schema: {
        tags,
        summary: "Reply (resultOut) and set the status 1-4; lights the author's unread flag",
        params: FeedbackIdParams,
        body: FeedbackReplyBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.reply(principalOf(request), request.params.id, request.body);
      return ok(null);
    },
  );

  app.get(
    '/client/feedback/unread',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether the caller has a feedback reply not yet seen',
        response: { 200: envelopeOf(FeedbackUnread) },
      },
    },
    async (request) => ok({ unread: await service.unread(principalOf(request)) }),
  );
};
