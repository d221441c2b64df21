import {
  EnterpriseDetail,
  EnterpriseListQuery,
  EnterprisePage,
  EnterpriseStandingBody,
  MenuBody,
  MenuNodeTree,
  MenuRow,
  OneTimePassword,
  ReviewQueuePage,
  ReviewQueueQuery,
  RoleBody,
  RoleDetail,
  RoleListQuery,
  RoleOption,
  RolePage,
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
import { EnterpriseAdminService } from './enterprise-service.js';
import { MenuService } from './menu-service.js';
import { reviewQueue } from './review-queue.js';
import { RoleService } from './role-service.js';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
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
      config: { access: { permission: 'system:user:edit' }, audit: { entity: 'user' } },
      schema: {
        tags: ['system'],
        summary: "Replace a user's roles",
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
      },
      schema: {
        tags: ['system'],
        summary: 'A new one-time password (to change at the next sign-in); the user is signed out everywhere',
        params: IdParams,
        response: { 200: envelopeOf(OneTimePassword) },
      },
    },
    async (request) => ok(await app.users.resetPassword(principalOf(request), request.params.id)),
  );

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

  const enterprises = new EnterpriseAdminService(app.database.db, app.auth);

  app.get(
    '/system/enterprise/list',
    {
      config: { access: { permission: 'system:enterprise:list' } },
      schema: {
        tags: ['system'],
        summary: 'Enterprises (filters keyword, status, creditGrade, cooperation, onboardingStatus, dates); staff only',
        querystring: EnterpriseListQuery,
        response: { 200: envelopeOf(EnterprisePage) },
      },
    },
    async (request) => ok(await enterprises.list(principalOf(request), request.query)),
  );

  app.get(
    '/system/enterprise/:id',
    {
      config: { access: { permission: 'system:enterprise:list' } },
      schema: {
        tags: ['system'],
        summary: 'One enterprise with its users and contracts (contacts masked)',
        params: IdParams,
        response: { 200: envelopeOf(EnterpriseDetail) },
      },
    },
    async (request) => ok(await enterprises.detail(principalOf(request), request.params.id)),
  );

  app.put(
    '/system/enterprise/:id/standing',
    {
      config: { access: { permission: 'system:enterprise:edit' }, audit: { entity: 'enterprise' } },
      schema: {
        tags: ['system'],
        summary: 'Change credit grade, account status or cooperation with a reason; freezing signs its users out',
        params: IdParams,
        body: EnterpriseStandingBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const change = await enterprises.changeStanding(principalOf(request), request.params.id, request.body);
      auditChange(request, change);
      return ok(null);
    },
  );

  app.get(
    '/system/task-review/list',
    {
      config: { access: { permission: 'client:task:review' } },
      schema: {
        tags: ['system'],
        summary: 'Tasks pending review across enterprises, oldest submission first (staff only)',
        querystring: ReviewQueueQuery,
        response: { 200: envelopeOf(ReviewQueuePage) },
      },
    },
    async (request) => ok(await reviewQueue(app.database.db, principalOf(request), request.query)),
  );

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
