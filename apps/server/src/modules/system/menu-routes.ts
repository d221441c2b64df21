import { MenuBody, MenuRow } from '@console/domain/schemas/admin';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditChange } from '../../http/audit.js';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { MenuService } from './menu-service.js';

/** The menu tree editor: directories, pages and buttons; users get a change at their next menu load. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const menus = new MenuService(app.database.db);

  app.get(
    '/system/menu-admin/list',
    {
      config: { access: { permission: 'system:menu:list' } },
      schema: {
        tags: ['system'],
        summary: 'Every menu row (directories, pages, buttons, disabled ones) for the menu tree editor',
        response: { 200: envelopeOf(z.array(MenuRow)) },
      },
    },
    async (request) => ok(await menus.all(principalOf(request))),
  );

  app.post(
    '/system/menu-admin',
    {
      config: { access: { permission: 'system:menu:add' }, audit: { entity: 'menu' } },
      schema: {
        tags: ['system'],
        summary: 'Add a menu (M directory, C page, F button); signed-in users get it at their next menu load',
        body: MenuBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const created = await menus.create(principalOf(request), request.body);
      auditChange(request, { entityId: created.id, after: await menus.summary(created.id) });
      return ok(created);
    },
  );

  app.put(
    '/system/menu-admin/:id',
    {
      config: { access: { permission: 'system:menu:edit' }, audit: { entity: 'menu' } },
      schema: {
        tags: ['system'],
        summary: 'Edit a menu; signed-in users get it at their next menu load',
        params: IdParams,
        body: MenuBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const before = await menus.summary(request.params.id);
      await menus.update(principalOf(request), request.params.id, request.body);
      auditChange(request, { before, after: await menus.summary(request.params.id) });
      return ok(null);
    },
  );

  app.delete(
    '/system/menu-admin/:id',
    {
      config: { access: { permission: 'system:menu:remove' }, audit: { entity: 'menu' } },
      schema: {
        tags: ['system'],
        summary: 'Delete a menu without children (409 otherwise)',
        params: IdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const before = await menus.summary(request.params.id);
      await menus.remove(principalOf(request), request.params.id);
      auditChange(request, { before });
      return ok(null);
    },
  );
};
