import { BulkBody, BulkResult } from '@console/domain/schemas/bulk';
import { NoticeListQuery, NoticePage, NoticeReadBody, NoticeUnread } from '@console/domain/schemas/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { freelancerOf, principalOf } from '../../http/auth-hook.js';
import { eachRow } from '../../http/bulk.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import type { NoticeOwner } from './service.js';

/** The notice list, mark read and mark all read: for console users under /system, freelancers under /freelancer. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const notices = app.notices;
  const sides = [
    {
      prefix: '/system/notice',
      access: 'user' as const,
      tag: 'notice',
      owner: (request: FastifyRequest): NoticeOwner => ({ userId: principalOf(request).userId }),
    },
    {
      prefix: '/freelancer/notice',
      access: 'freelancer' as const,
      tag: 'freelancer',
      owner: (request: FastifyRequest): NoticeOwner => ({ freelancerId: freelancerOf(request).freelancerId }),
    },
  ];
  for (const side of sides) {
    app.get(
      `${side.prefix}/list`,
      {
        config: { access: side.access },
        schema: {
          tags: [side.tag],
          summary: 'Your notices, newest first (read=0: the unread ones, whose total the bell shows)',
          querystring: NoticeListQuery,
          response: { 200: envelopeOf(NoticePage) },
        },
      },
      async (request) => ok(await notices.list(side.owner(request), request.query)),
    );
    app.post(
      `${side.prefix}/read`,
      {
        // Read receipts (this one and readAll) are reading, not changes for the operation log.
        config: { access: side.access, audit: false },
        schema: {
          tags: [side.tag],
          summary: 'Marks one notice read; answers the unread count left',
          body: NoticeReadBody,
          response: { 200: envelopeOf(NoticeUnread) },
        },
      },
      async (request) => ok(await notices.markRead(side.owner(request), request.body.id)),
    );
    app.post(
      `${side.prefix}/bulk/read`,
      {
        config: { access: side.access, audit: false },
        schema: {
          tags: [side.tag],
          summary: 'Marks several notices read (another’s notice is refused as not found); answers done and refused',
          body: BulkBody,
          response: { 200: envelopeOf(BulkResult) },
        },
      },
      async (request) =>
        ok(await eachRow(request, request.body.ids, (id) => notices.markRead(side.owner(request), id))),
    );
    app.post(
      `${side.prefix}/readAll`,
      {
        config: { access: side.access, audit: false },
        schema: {
          tags: [side.tag],
          summary: 'Marks every notice read',
          response: { 200: envelopeOf(NoticeUnread) },
        },
      },
      async (request) => ok(await notices.markAllRead(side.owner(request))),
    );
  }
};
