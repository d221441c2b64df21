import { BulkCloseBody, BulkInviteBody, BulkResult } from '@console/domain/schemas/bulk';
import {
  FreelancerOrderListQuery,
  LedgerBalance,
  LedgerBalanceQuery,
  LedgerEntriesQuery,
  LedgerEntryRow,
  OrderAcceptBody,
  OrderApplyBody,
  OrderDeliverBody,
  OrderDetail,
  OrderInviteBody,
  OrderListQuery,
  OrderReasonBody,
  OrderReviewBody,
  OrderRow,
  RechargeBody,
} from '@console/domain/schemas/order';
import { Timeline } from '@console/domain/schemas/timeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, freelancerOf, ipOf, principalOf } from '../../http/auth-hook.js';
import { eachRow } from '../../http/bulk.js';
import { cachedAnswer } from '../../http/cached-answer.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { envelopeOf, pageOf } from '../../http/route-helpers.js';
import { registerOrderExporter } from './exporter.js';

const tags = ['orders'];
const params = z.object({ id: z.coerce.number().int().positive() });
const detail = { 200: envelopeOf(OrderDetail) };
const permission = (code: string) => ({ access: { permission: code } }) as const;

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built once in app.ts: the imports module invites through the same service.
  const { orders, ledger } = app;
  registerOrderExporter();

  // ---- console: enterprise users and staff -------------------------------------------------------------

  app.get(
    '/client/order/list',
    {
      config: permission('client:order:list'),
      schema: {
        tags,
        summary: 'Orders: filters status (one or a comma list), mode, taskId, keyword, created range, enterprise',
        querystring: OrderListQuery,
        response: { 200: envelopeOf(pageOf(OrderRow)) },
      },
    },
    async (request, reply) => {
      const p = principalOf(request);
      return cachedAnswer(reply, orders.listRead(p, request.query), () => orders.list(p, request.query));
    },
  );

  app.get(
    '/client/order/:id',
    {
      config: permission('client:order:list'),
      schema: { tags, summary: 'One order with its events and ledger rows', params, response: detail },
    },
    async (request) => ok(await orders.detail({ principal: principalOf(request) }, request.params.id)),
  );

  app.get(
    '/client/order/:id/timeline',
    {
      config: permission('client:order:list'),
      schema: {
        tags,
        summary:
          "The order's whole story, oldest first: every step and field change (who, from where, why), the calls, notices and chat that concern it",
        params,
        response: { 200: envelopeOf(Timeline) },
      },
    },
    async (request) => ok(await orders.timeline(principalOf(request), request.params.id)),
  );

  app.post(
    '/client/order/invite',
    {
      config: permission('client:order:accept'),
      schema: {
        tags,
        summary: 'Invite a freelancer (by phone) to a recruiting task',
        body: OrderInviteBody,
        response: detail,
      },
    },
    async (request) => ok(await orders.invite(callerOf(request), request.body)),
  );

  app.post(
    '/client/order/:id/accept',
    {
      config: permission('client:order:accept'),
      schema: {
        tags,
        summary: 'Accept an application (0 → 3); fixes the amount',
        params,
        body: OrderAcceptBody,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await orders.act({ principal: callerOf(request) }, request.params.id, 'accept', {
          quantity: request.body.quantity,
        }),
      ),
  );

  app.post(
    '/client/order/:id/refuse',
    {
      config: permission('client:order:accept'),
      schema: { tags, summary: 'Refuse an application (0 → 1)', params, body: OrderReasonBody, response: detail },
    },
    async (request) =>
      ok(await orders.act({ principal: callerOf(request) }, request.params.id, 'refuse', request.body)),
  );

  app.post(
    '/client/order/:id/withdraw',
    {
      config: permission('client:order:accept'),
      schema: { tags, summary: 'Withdraw an invitation (0 → 7)', params, response: detail },
    },
    async (request) => ok(await orders.act({ principal: callerOf(request) }, request.params.id, 'withdraw')),
  );

  app.post(
    '/client/order/:id/check',
    {
      config: permission('client:order:check'),
      schema: { tags, summary: 'Accept the delivered work (4 → 5)', params, response: detail },
    },
    async (request) => ok(await orders.check(callerOf(request), request.params.id)),
  );

  app.post(
    '/client/order/:id/reject-delivery',
    {
      config: permission('client:order:check'),
      schema: {
        tags,
        summary: 'Send the delivery back (4 → 3)',
        params,
        body: OrderReasonBody,
        response: detail,
      },
    },
    async (request) => ok(await orders.rejectDelivery(callerOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/client/order/:id/pay',
    {
      config: permission('client:order:pay'),
      schema: {
        tags,
        summary: 'Pay (5 → 2 → 6): debit the enterprise, settle to the freelancer, in one transaction',
        params,
        response: detail,
      },
    },
    async (request) => ok(await orders.pay(callerOf(request), request.params.id)),
  );

  app.post(
    '/client/order/:id/review',
    {
      config: permission('client:order:review'),
      schema: {
        tags,
        summary: 'Review (6 → 11): rating 1-5 and text',
        params,
        body: OrderReviewBody,
        response: detail,
      },
    },
    async (request) => ok(await orders.review(callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/client/order/:id/close',
    {
      config: permission('client:order:accept'),
      schema: {
        tags,
        summary: 'Enterprise: ask to close (3 → 10); staff: close (0/3/10 → 9)',
        params,
        body: OrderReasonBody,
        response: detail,
      },
    },
    async (request) => ok(await orders.act({ principal: callerOf(request) }, request.params.id, 'close', request.body)),
  );

  // Bulk (issue 23): each row through the single call's service method, refusals answered per row.
  app.post(
    '/client/order/bulk/close',
    {
      config: permission('client:order:accept'),
      schema: {
        tags,
        summary: 'Close several orders with one reason (as the single close); answers the ids done and refused',
        body: BulkCloseBody,
        response: { 200: envelopeOf(BulkResult) },
      },
    },
    async (request) => {
      const { ids, reason } = request.body;
      return ok(
        await eachRow(request, ids, (id) => orders.act({ principal: callerOf(request) }, id, 'close', { reason })),
      );
    },
  );

  app.post(
    '/client/order/bulk/invite',
    {
      config: permission('client:order:accept'),
      schema: {
        tags,
        summary: 'Invite several freelancers, by phone, to one recruiting task; answers the phones done and refused',
        body: BulkInviteBody,
        response: { 200: envelopeOf(BulkResult) },
      },
    },
    async (request) => {
      const { taskId, phones } = request.body;
      return ok(
        await eachRow(request, phones, async (phone) => {
          // Each phone meets the single invitation's own schema: a bad one is that row's refusal.
          const body = OrderInviteBody.safeParse({ taskId, phone });
          if (!body.success) throw badRequest('phoneInvalid');
          return orders.invite(callerOf(request), body.data);
        }),
      );
    },
  );

  // ---- ledger ------------------------------------------------------------------------------------------

  app.get(
    '/client/ledger/balance',
    {
      config: permission('client:order:list'),
      schema: {
        tags,
        summary: "The enterprise's balance (staff: ?enterpriseId=)",
        querystring: LedgerBalanceQuery,
        response: { 200: envelopeOf(LedgerBalance) },
      },
    },
    async (request) => ok(await ledger.balance(principalOf(request), request.query.enterpriseId)),
  );

  app.get(
    '/client/ledger/entries',
    {
      config: permission('client:order:list'),
      schema: {
        tags,
        summary: 'Ledger entries (recharge, payment, settlement), newest first',
        querystring: LedgerEntriesQuery,
        response: { 200: envelopeOf(pageOf(LedgerEntryRow)) },
      },
    },
    async (request) => ok(await ledger.entries(principalOf(request), request.query)),
  );

  app.post(
    '/client/ledger/recharge',
    {
      config: permission('client:ledger:recharge'),
      schema: {
        tags,
        summary: 'Staff record a recharge of an enterprise balance',
        body: RechargeBody,
        response: { 200: envelopeOf(z.object({ entry: LedgerEntryRow, balance: z.string() })) },
      },
    },
    async (request) => ok(await ledger.recharge(principalOf(request), request.body)),
  );

  // ---- freelancer client -------------------------------------------------------------------------------

  app.get(
    '/freelancer/orders',
    {
      config: { access: 'freelancer' },
      schema: {
        tags,
        summary: "The freelancer's own orders",
        querystring: FreelancerOrderListQuery,
        response: { 200: envelopeOf(pageOf(OrderRow)) },
      },
    },
    async (request) => ok(await orders.listForFreelancer(freelancerOf(request).freelancerId, request.query)),
  );

  app.post(
    '/freelancer/orders',
    {
      config: { access: 'freelancer' },
      schema: { tags, summary: 'Apply for a recruiting task', body: OrderApplyBody, response: detail },
    },
    async (request) => ok(await orders.apply(freelancerOf(request).freelancerId, request.body, ipOf(request))),
  );

  app.get(
    '/freelancer/orders/:id',
    {
      config: { access: 'freelancer' },
      schema: { tags, summary: 'One of the freelancer’s own orders', params, response: detail },
    },
    async (request) => ok(await orders.detail({ freelancerId: freelancerOf(request).freelancerId }, request.params.id)),
  );

  for (const verb of ['accept', 'withdraw'] as const) {
    app.post(
      `/freelancer/orders/:id/${verb}`,
      {
        config: { access: 'freelancer' },
        schema: {
          tags,
          summary: verb === 'accept' ? 'Accept an invitation (0 → 3)' : 'Withdraw an application (0 → 7)',
          params,
          response: detail,
        },
      },
      async (request) =>
        ok(
          await orders.act(
            { freelancerId: freelancerOf(request).freelancerId, ip: ipOf(request) },
            request.params.id,
            verb,
          ),
        ),
    );
  }

  app.post(
    '/freelancer/orders/:id/refuse',
    {
      config: { access: 'freelancer' },
      schema: { tags, summary: 'Refuse an invitation (0 → 1)', params, body: OrderReasonBody, response: detail },
    },
    async (request) =>
      ok(
        await orders.act(
          { freelancerId: freelancerOf(request).freelancerId, ip: ipOf(request) },
          request.params.id,
          'refuse',
          request.body,
        ),
      ),
  );

  app.post(
    '/freelancer/orders/:id/deliver',
    {
      config: { access: 'freelancer' },
      schema: { tags, summary: 'Deliver the work (3 → 4)', params, body: OrderDeliverBody, response: detail },
    },
    async (request) =>
      ok(await orders.deliver(freelancerOf(request).freelancerId, request.params.id, request.body, ipOf(request))),
  );

  app.post(
    '/freelancer/orders/:id/confirm-close',
    {
      config: { access: 'freelancer' },
      schema: { tags, summary: 'Agree to the enterprise closing the order (10 → 9)', params, response: detail },
    },
    async (request) =>
      ok(await orders.confirmClose(freelancerOf(request).freelancerId, request.params.id, ipOf(request))),
  );
};
