import {
  LoginLogPage,
  LoginLogQuery,
  OperLogPage,
  OperLogQuery,
  SessionListQuery,
  SessionPage,
} from '@console/domain/schemas/admin';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditChange } from '../../http/audit.js';
import { staffOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { registerLoginLogExporter } from './exporter.js';

const tags = ['audit'];

/** The logs and sessions are the platform's: staff only, whatever codes an enterprise role might carry. */
const staffOnly = staffOf;

/** Operation log, login log (list and export), online sessions with force sign-out. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = app.audit;
  registerLoginLogExporter();

  app.get(
    '/system/operlog/list',
    {
      config: { access: { permission: 'system:operlog:list' } },
      schema: {
        tags,
        summary: 'The operation log: every write through the API (filters outcome, entity, method, keyword, dates)',
        querystring: OperLogQuery,
        response: { 200: envelopeOf(OperLogPage) },
      },
    },
    async (request) => {
      staffOnly(request);
      return ok(await audit.operations(request.query));
    },
  );

  app.get(
    '/system/logininfor/list',
    {
      config: { access: { permission: 'system:logininfor:list' } },
      schema: {
        tags,
        summary: 'The login log: sign-ins, failures, locks, sign-outs (filters event, keyword, dates)',
        querystring: LoginLogQuery,
        response: { 200: envelopeOf(LoginLogPage) },
      },
    },
    async (request) => {
      staffOnly(request);
      return ok(await audit.logins(request.query));
    },
  );

  app.get(
    '/system/online/list',
    {
      config: { access: { permission: 'system:online:list' } },
      schema: {
        tags,
        summary: 'Sessions signed in now (not signed out, not expired)',
        querystring: SessionListQuery,
        response: { 200: envelopeOf(SessionPage) },
      },
    },
    async (request) => {
      const p = staffOnly(request);
      return ok(await audit.sessions(request.query, p.sessionId));
    },
  );

  app.delete(
    '/system/online/:id',
    {
      config: { access: { permission: 'system:online:forceLogout' }, audit: { entity: 'session' } },
      schema: {
        tags,
        summary: "Force sign-out: revokes that session's tokens and disconnects its sockets",
        params: IdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const p = staffOnly(request);
      if (request.params.id === p.sessionId) throw badRequest('selfSessionRevoke');
      const session = await audit.openSession(request.params.id);
      await app.auth.forceSignOut(session.id);
      auditChange(request, {
        before: { username: session.username, session: 'open' },
        after: { session: 'revoked' },
      });
      return ok(null);
    },
  );
};
