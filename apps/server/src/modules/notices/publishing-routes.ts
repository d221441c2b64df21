import { USER_TYPE } from '@console/domain/enums';
import {
  NoticePublishBody,
  PublicationListQuery,
  PublicationPage,
  RecipientOption,
  RecipientQuery,
} from '@console/domain/schemas/admin';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { envelopeOf } from '../../http/route-helpers.js';

const tags = ['notice'];

/** Publishing is the platform's: staff only, whatever codes an enterprise role might carry. */
function staff(request: FastifyRequest) {
  const p = principalOf(request);
  if (p.userType !== USER_TYPE.system) throw forbidden();
  return p;
}

/** Notice publishing (issue 13): list with read counts, publish now or at a time, withdraw a scheduled one. */
export const publicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const publishing = app.noticePublishing;
  app.get(
    '/system/notice-publication/list',
    {
      config: { access: { permission: 'system:notice:list' } },
      schema: {
        tags,
        summary: 'Published notices with how many were sent and read (filters target, status, keyword, dates)',
        querystring: PublicationListQuery,
        response: { 200: envelopeOf(PublicationPage) },
      },
    },
    async (request) => {
      staff(request);
      return ok(await publishing.list(request.query));
    },
  );

  app.get(
    '/system/notice-publication/recipients',
    {
      config: { access: { permission: 'system:notice:publish' } },
      schema: {
        tags,
        summary: 'Whom a notice of a target can be sent to, searched by name, username or phone (20 at most)',
        querystring: RecipientQuery,
        response: { 200: envelopeOf(z.array(RecipientOption)) },
      },
    },
    async (request) => {
      staff(request);
      return ok(await publishing.recipients(request.query.target, request.query.keyword));
    },
  );

  app.post(
    '/system/notice-publication',
    {
      config: { access: { permission: 'system:notice:publish' }, audit: { entity: 'notice' } },
      schema: {
        tags,
        summary: 'Publish a notice to B, C or R (all, or recipientIds), now or at sendAt; delivered live',
        body: NoticePublishBody,
        response: {
          200: envelopeOf(z.object({ id: z.number().int(), status: z.enum(['sent', 'scheduled']) })),
        },
      },
    },
    async (request) => ok(await publishing.publish(staff(request), request.body)),
  );

  app.delete(
    '/system/notice-publication/:id',
    {
      config: { access: { permission: 'system:notice:publish' }, audit: { entity: 'notice' } },
      schema: {
        tags,
        summary: 'Withdraw a scheduled notice not yet sent (409 once sent)',
        params: IdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      staff(request);
      await publishing.cancel(request.params.id);
      return ok(null);
    },
  );
};
