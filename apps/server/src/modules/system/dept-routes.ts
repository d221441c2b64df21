import { DeptBody, DeptCreateBody, DeptList, DeptListQuery } from '@console/domain/schemas/admin';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditChange } from '../../http/audit.js';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { DeptService } from './dept-service.js';

/** Departments of an enterprise (issue 21): enterprise administrators keep their own tree, staff any in scope. */
export const deptRoutes: FastifyPluginAsyncZod = async (app) => {
  const depts = new DeptService(app.database.db);

  app.get(
    '/system/dept/list',
    {
      config: { access: { permission: 'system:dept:list' } },
      schema: {
        tags: ['system'],
        summary: "An enterprise's departments, flat with parentId (staff: ?enterpriseId=; enterprise users: their own)",
        querystring: DeptListQuery,
        response: { 200: envelopeOf(DeptList) },
      },
    },
    async (request) => ok(await depts.list(principalOf(request), request.query.enterpriseId)),
  );

  app.post(
    '/system/dept',
    {
      config: { access: { permission: 'system:dept:add' }, audit: { entity: 'dept' } },
      schema: {
        tags: ['system'],
        summary: 'Create a department (staff name the enterprise)',
        body: DeptCreateBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const created = await depts.create(principalOf(request), request.body);
      auditChange(request, { entityId: created.id, after: request.body });
      return ok(created);
    },
  );

  app.put(
    '/system/dept/:id',
    {
      config: { access: { permission: 'system:dept:edit' }, audit: { entity: 'dept' } },
      schema: {
        tags: ['system'],
        summary: 'Rename or move a department (never below itself)',
        params: IdParams,
        body: DeptBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const { before, after } = await depts.update(principalOf(request), request.params.id, request.body);
      auditChange(request, {
        before: { name: before.name, parentId: before.parentId, sort: before.sort },
        after,
      });
      return ok(null);
    },
  );

  app.delete(
    '/system/dept/:id',
    {
      config: { access: { permission: 'system:dept:remove' }, audit: { entity: 'dept' } },
      schema: {
        tags: ['system'],
        summary: 'Delete an empty department (409 with departments or users under it)',
        params: IdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const before = await depts.remove(principalOf(request), request.params.id);
      auditChange(request, { before: { name: before.name, parentId: before.parentId } });
      return ok(null);
    },
  );
};
