import {
  ChangePasswordBody,
  IdParams,
  UpdateProfileBody,
  UserMenu,
  UserRolesBody,
  UserStatusBody,
} from '@console/domain/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { envelopeOf } from '../../http/route-helpers.js';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/menu/:username',
    {
      config: { access: 'user' },
      schema: {
        tags: ['system'],
        summary: "The signed-in user's permissions and menu routes (only one's own)",
        params: z.object({ username: z.string().min(1).max(64) }),
        response: { 200: envelopeOf(UserMenu) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      if (request.params.username !== p.username) throw forbidden('menuSelfOnly');
      return ok(await app.users.menu(p));
    },
  );

  app.put(
    '/system/user/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['system'],
        summary: "Edit one's own display name, avatar, phone or e-mail",
        body: UpdateProfileBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await app.users.updateProfile(principalOf(request), request.body);
      return ok(null);
    },
  );

  app.put(
    '/system/user/profile/password',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['system'],
        summary: "Change one's own password; other sessions are signed out",
        body: ChangePasswordBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await app.users.changePassword(principalOf(request), request.body.oldPassword, request.body.newPassword);
      return ok(null);
    },
  );

  app.put(
    '/system/user/:id/status',
    {
      config: { access: { permission: 'system:user:edit' } },
      schema: {
        tags: ['system'],
        summary: 'Freeze (0) or restore (1) an account; freezing signs it out everywhere',
        params: IdParams,
        body: UserStatusBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await app.users.setStatus(principalOf(request), request.params.id, request.body.status);
      return ok(null);
    },
  );

  app.put(
    '/system/user/:id/roles',
    {
      config: { access: { permission: 'system:user:edit' } },
      schema: {
        tags: ['system'],
        summary: "Replace a user's roles",
        params: IdParams,
        body: UserRolesBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await app.users.setRoles(principalOf(request), request.params.id, request.body.roleIds);
      return ok(null);
    },
  );
};
