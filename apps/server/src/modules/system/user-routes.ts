import {
  OneTimePassword,
  UserCreateBody,
  UserListQuery,
  UserPage,
  UserUpdateBody,
} from '@console/domain/schemas/admin';
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
import { auditChange } from '../../http/audit.js';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { envelopeOf } from '../../http/route-helpers.js';

/** The signed-in user's own menu, profile and password, and user administration (app.users). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/menu/:username',
    {
      config: { access: 'user', beforePasswordChange: true },
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
      config: { access: 'user', beforePasswordChange: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
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
      config: { access: { permission: 'system:user:edit' }, audit: { entity: 'user' } },
      schema: {
        tags: ['system'],
        summary: 'Freeze (0) or restore (1) an account; freezing signs it out everywhere',
        params: IdParams,
        body: UserStatusBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const before = await app.users.summary(request.params.id);
      await app.users.setStatus(principalOf(request), request.params.id, request.body.status);
      auditChange(request, { before: { status: before?.status }, after: { status: request.body.status } });
      return ok(null);
    },
  );

  app.put(
    '/system/user/:id/roles',
    {
      config: { access: { permission: 'system:user:edit' }, audit: { entity: 'user' }, stepUp: true },
      schema: {
        tags: ['system'],
        summary: "Replace a user's roles (needs a fresh step-up)",
        params: IdParams,
        body: UserRolesBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const before = await app.users.summary(request.params.id);
      await app.users.setRoles(principalOf(request), request.params.id, request.body.roleIds);
      const after = await app.users.summary(request.params.id);
      auditChange(request, { before: { roles: before?.roles }, after: { roles: after?.roles } });
      return ok(null);
    },
  );

  app.get(
    '/system/user/list',
    {
      config: { access: { permission: 'system:user:list' } },
      schema: {
        tags: ['system'],
        summary:
          'Users (filters keyword, userType, status, roleId, enterpriseId, dates); enterprise users see their own',
        querystring: UserListQuery,
        response: { 200: envelopeOf(UserPage) },
      },
    },
    async (request) => ok(await app.users.list(principalOf(request), request.query)),
  );

  app.post(
    '/system/user',
    {
      config: { access: { permission: 'system:user:add' }, audit: { entity: 'user' }, secretAnswer: ['password'] },
      schema: {
        tags: ['system'],
        summary: 'Create a user (01, or 02 with an enterprise); answers a one-time password to change at sign-in',
        body: UserCreateBody,
        response: { 200: envelopeOf(OneTimePassword) },
      },
    },
    async (request) => {
      const created = await app.users.create(principalOf(request), request.body);
      auditChange(request, { entityId: created.id, after: await app.users.summary(created.id) });
      return ok(created);
    },
  );

  app.put(
    '/system/user/:id',
    {
      config: { access: { permission: 'system:user:edit' }, audit: { entity: 'user' } },
      schema: {
        tags: ['system'],
        summary: "Edit a user's name, phone, e-mail, IP allow-list and chat socketId (02 only)",
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const before = await app.users.summary(request.params.id);
      await app.users.update(principalOf(request), request.params.id, request.body);
      auditChange(request, { before, after: await app.users.summary(request.params.id) });
      return ok(null);
    },
  );

  app.post(
    '/system/user/:id/password/reset',
    {
      config: {
        access: { permission: 'system:user:resetPwd' },
        audit: { entity: 'user' },
        secretAnswer: ['password'],
        stepUp: true,
      },
      schema: {
        tags: ['system'],
        summary:
          'A new one-time password (to change at the next sign-in); the user is signed out everywhere (needs a fresh step-up)',
        params: IdParams,
        response: { 200: envelopeOf(OneTimePassword) },
      },
    },
    async (request) => ok(await app.users.resetPassword(principalOf(request), request.params.id)),
  );
};
