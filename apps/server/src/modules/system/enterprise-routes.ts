import { ACCOUNT_STATUS } from '@console/domain/enums';
import {
  EnterpriseDetail,
  EnterpriseListQuery,
  EnterpriseManagerList,
  EnterpriseManagersBody,
  EnterprisePage,
  EnterpriseStandingBody,
} from '@console/domain/schemas/admin';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditChange } from '../../http/audit.js';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { EnterpriseAdminService } from './enterprise-service.js';

/** Enterprises as the platform administers them: the list, one with its users and contracts, its standing. */
export const enterpriseRoutes: FastifyPluginAsyncZod = async (app) => {
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
    '/system/enterprise/manager-options',
    {
      config: { access: { permission: 'system:enterprise:manager' } },
      schema: {
        tags: ['system'],
        summary: 'The staff who may be made account managers (valid staff users)',
        response: { 200: envelopeOf(EnterpriseManagerList) },
      },
    },
    async (request) => ok(await enterprises.managerOptions(principalOf(request))),
  );

  app.put(
    '/system/enterprise/:id/managers',
    {
      config: { access: { permission: 'system:enterprise:manager' }, audit: { entity: 'enterprise' } },
      schema: {
        tags: ['system'],
        summary: 'Replace an enterprise\'s account managers (staff whose "assigned" data scope then covers it)',
        params: IdParams,
        body: EnterpriseManagersBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const change = await enterprises.setManagers(principalOf(request), request.params.id, request.body.userIds);
      auditChange(request, change);
      return ok(null);
    },
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
      config: {
        access: { permission: 'system:enterprise:edit' },
        audit: { entity: 'enterprise' },
        // Freezing (status 0) needs a fresh step-up; a credit grade or cooperation change does not.
        stepUp: (request) => (request.body as EnterpriseStandingBody).status === ACCOUNT_STATUS.frozen,
      },
      schema: {
        tags: ['system'],
        summary:
          'Change credit grade, account status or cooperation with a reason; freezing signs its users out (and needs a fresh step-up)',
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
};
