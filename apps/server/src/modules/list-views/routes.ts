import { ListViewAnswer, ListViewBody, ListViewQuery, ListViewSettings } from '@console/domain/schemas/list-view';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { ListViewService } from './service.js';

const tags = ['list-view'];

/**
 * Saved views of the lists (issue 23): every signed-in user reads, saves and resets their own; administrators
 * with the role editor's permissions read and set a role's default.
 */
export const listViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = new ListViewService(app.database.db);

  app.get(
    '/list-view',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The view of a list in force for the caller (their own, else their role’s default) and the default',
        querystring: ListViewQuery,
        response: { 200: envelopeOf(ListViewAnswer) },
      },
    },
    async (request) => ok(await views.read(principalOf(request), request.query.key)),
  );

  app.put(
    '/list-view',
    {
      // A preference, not a change to the business's data: the operation log would only fill with it.
      config: { access: 'user', audit: false },
      schema: {
        tags,
        summary: 'Save the caller’s view of a list (columns in order, page size, named filters)',
        querystring: ListViewQuery,
        body: ListViewBody,
        response: { 200: envelopeOf(ListViewAnswer) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      await views.save(p, request.query.key, request.body.view);
      return ok(await views.read(p, request.query.key));
    },
  );

  app.delete(
    '/list-view',
    {
      config: { access: 'user', audit: false },
      schema: {
        tags,
        summary: 'Reset the caller’s view of a list to the default (their role’s, else the page’s)',
        querystring: ListViewQuery,
        response: { 200: envelopeOf(ListViewAnswer) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      await views.reset(p, request.query.key);
      return ok(await views.read(p, request.query.key));
    },
  );

  app.get(
    '/system/role/:id/list-view',
    {
      config: { access: { permission: 'system:role:list' } },
      schema: {
        tags,
        summary: 'A role’s default view of a list (null: none)',
        params: IdParams,
        querystring: ListViewQuery,
        response: { 200: envelopeOf(ListViewSettings.nullable()) },
      },
    },
    async (request) => ok(await views.roleDefault(request.params.id, request.query.key)),
  );

  app.put(
    '/system/role/:id/list-view',
    {
      config: { access: { permission: 'system:role:edit' }, audit: { entity: 'role' } },
      schema: {
        tags,
        summary: 'Set a role’s default view of a list',
        params: IdParams,
        querystring: ListViewQuery,
        body: ListViewBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await views.saveRoleDefault(principalOf(request), request.params.id, request.query.key, request.body.view);
      return ok(null);
    },
  );

  app.delete(
    '/system/role/:id/list-view',
    {
      config: { access: { permission: 'system:role:edit' }, audit: { entity: 'role' } },
      schema: {
        tags,
        summary: 'Remove a role’s default view of a list',
        params: IdParams,
        querystring: ListViewQuery,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await views.removeRoleDefault(request.params.id, request.query.key);
      return ok(null);
    },
  );
};
