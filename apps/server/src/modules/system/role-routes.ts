import { MenuNodeTree, RoleBody, RoleDetail, RoleListQuery, RoleOption, RolePage } from '@console/domain/schemas/admin';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditChange } from '../../http/audit.js';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { requireStepUp } from '../../http/step-up.js';
import { RoleService } from './role-service.js';

/** Roles: the menus and button codes they grant, from one tree; staff only. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = new RoleService(app.database.db);

  app.get(
    '/system/role/options',
    {
      config: { access: { permission: 'system:user:list' } },
      schema: {
        tags: ['system'],
        summary: 'Roles to choose from in the user form',
        response: { 200: envelopeOf(z.array(RoleOption)) },
      },
    },
    async (request) => ok(await roles.options(principalOf(request))),
  );

  app.get(
    '/system/role/list',
    {
      config: { access: { permission: 'system:role:list' } },
      schema: {
        tags: ['system'],
        summary: 'Roles with how many users hold each (filters keyword, status, dates)',
        querystring: RoleListQuery,
        response: { 200: envelopeOf(RolePage) },
      },
    },
    async (request) => ok(await roles.list(principalOf(request), request.query)),
  );

  app.get(
    '/system/role/menu-tree',
    {
      config: { access: { permission: 'system:role:list' } },
      schema: {
        tags: ['system'],
        summary: 'The menu tree with its button permission codes, for granting',
        response: { 200: envelopeOf(MenuNodeTree) },
      },
    },
    async (request) => ok(await roles.menuTree(principalOf(request))),
  );

  app.get(
    '/system/role/:id',
    {
      config: { access: { permission: 'system:role:list' } },
      schema: {
        tags: ['system'],
        summary: 'One role with the menu ids it grants',
        params: IdParams,
        response: { 200: envelopeOf(RoleDetail) },
      },
    },
    async (request) => ok(await roles.detail(principalOf(request), request.params.id)),
  );

  app.post(
    '/system/role',
    {
      config: { access: { permission: 'system:role:add' }, audit: { entity: 'role' } },
      schema: {
        tags: ['system'],
        summary: 'Create a role granting the menus and permission codes given (menuIds)',
        body: RoleBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      if (await roles.changesScope(null, request.body)) await requireStepUp(app, request);
      const created = await roles.create(principalOf(request), request.body);
      auditChange(request, { entityId: created.id, after: await roles.summary(created.id) });
      return ok(created);
    },
  );

  app.put(
    '/system/role/:id',
    {
      config: { access: { permission: 'system:role:edit' }, audit: { entity: 'role' } },
      schema: {
        tags: ['system'],
        summary: "Edit a role; holders' menus and permissions change at their next request",
        params: IdParams,
        body: RoleBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      if (await roles.changesScope(request.params.id, request.body)) await requireStepUp(app, request);
      const before = await roles.summary(request.params.id);
      await roles.update(principalOf(request), request.params.id, request.body);
      auditChange(request, { before, after: await roles.summary(request.params.id) });
      return ok(null);
    },
  );

  app.delete(
    '/system/role/:id',
    {
      config: { access: { permission: 'system:role:remove' }, audit: { entity: 'role' } },
      schema: {
        tags: ['system'],
        summary: 'Delete a role no user holds (409 otherwise; the super role never)',
        params: IdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const before = await roles.summary(request.params.id);
      await roles.remove(principalOf(request), request.params.id);
      auditChange(request, { before });
      return ok(null);
    },
  );
};
