import { BulkBody, BulkResult } from '@console/domain/schemas/bulk';
import {
  FreelancerPick,
  FreelancerPickQuery,
  ListEntryBody,
  ListEntryPage,
  ListEntryQuery,
  ListEntryUpdateBody,
} from '@console/domain/schemas/lists';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditChange } from '../../http/audit.js';
import { principalOf } from '../../http/auth-hook.js';
import { eachRow } from '../../http/bulk.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { ListService } from './service.js';

const tags = ['system'];
const audit = { entity: 'list' };

/**
 * Black and white lists (issue 13), staff only: the list, add, edit the reason and period, remove, and the
 * freelancer picker (enterprises come from /client/enterprise/options). Each write is in the operation log.
 */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = new ListService(app.database.db);

  app.get(
    '/system/list/list',
    {
      config: { access: { permission: 'system:list:list' } },
      schema: {
        tags,
        summary: 'List entries (filters listType, keyword on the name or phone, state active/expired/scheduled; sort)',
        querystring: ListEntryQuery,
        response: { 200: envelopeOf(ListEntryPage) },
      },
    },
    async (request) => ok(await lists.list(principalOf(request), request.query)),
  );

  app.get(
    '/system/list/freelancers',
    {
      config: { access: { permission: 'system:list:add' } },
      schema: {
        tags,
        summary: 'Freelancers to list, searched by name or phone (20 at most, masked)',
        querystring: FreelancerPickQuery,
        response: { 200: envelopeOf(z.array(FreelancerPick)) },
      },
    },
    async (request) => ok(await lists.freelancers(principalOf(request), request.query.keyword)),
  );

  app.post(
    '/system/list',
    {
      config: { access: { permission: 'system:list:add' }, audit },
      schema: {
        tags,
        summary:
          'Put a freelancer (types 1, 2) or an enterprise (type 3) on a list with a reason and a period (409 if already on it, or on the opposite freelancer list then)',
        body: ListEntryBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const created = await lists.add(principalOf(request), request.body);
      auditChange(request, { entityId: created.id, after: { ...request.body } });
      return ok(created);
    },
  );

  app.put(
    '/system/list/:id',
    {
      config: { access: { permission: 'system:list:edit' }, audit },
      schema: {
        tags,
        summary: "Change an entry's reason and period",
        params: IdParams,
        body: ListEntryUpdateBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      auditChange(request, await lists.update(principalOf(request), request.params.id, request.body));
      return ok(null);
    },
  );

  app.delete(
    '/system/list/:id',
    {
      config: { access: { permission: 'system:list:remove' }, audit },
      schema: {
        tags,
        summary: 'Take an entry off its list (kept in the record as removed)',
        params: IdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      auditChange(request, await lists.remove(principalOf(request), request.params.id));
      return ok(null);
    },
  );

  app.post(
    '/system/list/bulk/remove',
    {
      config: { access: { permission: 'system:list:remove' }, audit },
      schema: {
        tags,
        summary: 'Take several entries off their lists (each as the single removal); answers the ids done and refused',
        body: BulkBody,
        response: { 200: envelopeOf(BulkResult) },
      },
    },
    async (request) => ok(await eachRow(request, request.body.ids, (id) => lists.remove(principalOf(request), id))),
  );
};
