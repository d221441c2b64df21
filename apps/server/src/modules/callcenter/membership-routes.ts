import { CallCentreMembership, CallCentreMembershipBody, CallCentreRow } from '@console/domain/schemas/softphone';
import { IdParams } from '@console/domain/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';

/** Who works for which call centre: managed with the users (系统管理 / 用户管理), by staff who edit users. */
const EDIT_USERS = { permission: 'system:user:edit' } as const;
const tags = ['callCenter'];

export const callCentreMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members, desk } = app.callCenter;
  app.get(
    '/system/callCenter/centres',
    {
      config: { access: EDIT_USERS },
      schema: {
        tags,
        summary: 'Every call centre with its seats (for putting users in one)',
        response: { 200: envelopeOf(z.array(CallCentreRow)) },
      },
    },
    async (request) => {
      staffOf(request);
      return ok(await members.centres());
    },
  );
  app.get(
    '/system/user/:id/callCentre',
    {
      config: { access: EDIT_USERS },
      schema: {
        tags,
        summary: "The user's call centre (null: none)",
        params: IdParams,
        response: { 200: envelopeOf(CallCentreMembership) },
      },
    },
    async (request) => {
      staffOf(request);
      return ok({ oemSerial: await members.of(request.params.id) });
    },
  );
  app.put(
    '/system/user/:id/callCentre',
    {
      config: { access: EDIT_USERS, audit: { entity: 'user' } },
      schema: {
        tags,
        summary: "Puts the user in a call centre ('' for none); leaving one lets their seat go, its phone offline",
        params: IdParams,
        body: CallCentreMembershipBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const released = await members.set(request.params.id, request.body.oemSerial || null);
      // Taken out of the call centre by someone else: recorded as a supervisor's doing.
      if (released) await desk.goOffline(released, { reason: 'supervisor', actorId: staff.userId });
      return ok(null);
    },
  );
};
