import {
  InvoiceApplyBody,
  InvoiceableOrderRow,
  InvoiceableOrdersQuery,
  InvoiceDetail,
  InvoiceIssueBody,
  InvoiceListQuery,
  InvoicePostBody,
  InvoiceReasonBody,
  InvoiceRecordListQuery,
  InvoiceRecordRow,
  InvoiceRow,
} from '@console/domain/schemas/invoice';
import { IdParams } from '@console/domain/schemas/system';
import { Timeline } from '@console/domain/schemas/timeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf, pageOf } from '../../http/route-helpers.js';
import './exporter.js';
import { InvoiceService } from './service.js';

const tags = ['invoices'];
const detail = { 200: envelopeOf(InvoiceDetail) };

/** Invoice applications (/client/invoice/orderInvoice) and invoice records (/client/invoice/invoiceRecord). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoices = new InvoiceService(app.database.db, app.notices, app.keys);

  app.get(
    '/client/invoice/list',
    {
      config: { access: { permission: 'client:invoice:list' } },
      schema: {
        tags,
        summary: 'Invoice applications: status, invoiceType, keyword (application no or title), applied-date range',
        querystring: InvoiceListQuery,
        response: { 200: envelopeOf(pageOf(InvoiceRow)) },
      },
    },
    async (request) => ok(await invoices.list(principalOf(request), request.query)),
  );

  app.get(
    '/client/invoice/invoiceable-orders',
    {
      config: { access: { permission: 'client:invoice:list' } },
      schema: {
        tags,
        summary: 'Paid, not yet invoiced orders (keyword: order no or task title; date range on the paid time)',
        querystring: InvoiceableOrdersQuery,
        response: { 200: envelopeOf(pageOf(InvoiceableOrderRow)) },
      },
    },
    async (request) => ok(await invoices.invoiceableOrders(principalOf(request), request.query)),
  );

  app.get(
    '/client/invoice/:id',
    {
      config: { access: { permission: 'client:invoice:list' } },
      schema: {
        tags,
        summary: 'An application with its orders, record and history',
        params: IdParams,
        response: detail,
      },
    },
    async (request) => ok(await invoices.detail(principalOf(request), request.params.id)),
  );

  app.get(
    '/client/invoice/:id/timeline',
    {
      config: { access: { permission: 'client:invoice:list' } },
      schema: {
        tags,
        summary:
          "The application's whole story, oldest first: every step and field change (who, from where, why) and its notices",
        params: IdParams,
        response: { 200: envelopeOf(Timeline) },
      },
    },
    async (request) => ok(await invoices.timeline(principalOf(request), request.params.id)),
  );

  app.post(
    '/client/invoice',
    {
      config: { access: { permission: 'client:invoice:apply' } },
      schema: {
        tags,
        summary: 'Apply for an invoice over paid, not yet invoiced orders; the amount is their sum',
        body: InvoiceApplyBody,
        response: detail,
      },
    },
    async (request) => ok(await invoices.apply(callerOf(request), request.body)),
  );

  app.post(
    '/client/invoice/:id/approve',
    {
      config: { access: { permission: 'client:invoice:audit' } },
      schema: { tags, summary: 'Approve an application (7 → 0)', params: IdParams, response: detail },
    },
    async (request) => ok(await invoices.approve(callerOf(request), request.params.id)),
  );

  app.post(
    '/client/invoice/:id/reject',
    {
      config: { access: { permission: 'client:invoice:audit' } },
      schema: {
        tags,
        summary: 'Reject an application with a reason (7 → 2); its orders are released',
        params: IdParams,
        body: InvoiceReasonBody,
        response: detail,
      },
    },
    async (request) => ok(await invoices.reject(callerOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/client/invoice/:id/issue',
    {
      config: { access: { permission: 'client:invoice:issue' } },
      schema: {
        tags,
        summary: 'Issue the invoice (0 → 1): code, number, date, tax amount and the PDF/OFD file',
        params: IdParams,
        body: InvoiceIssueBody,
        response: detail,
      },
    },
    async (request) => ok(await invoices.issue(callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/client/invoice/:id/post',
    {
      config: { access: { permission: 'client:invoice:post' } },
      schema: {
        tags,
        summary: 'Post a paper invoice (1 → 5): express company and tracking number',
        params: IdParams,
        body: InvoicePostBody,
        response: detail,
      },
    },
    async (request) => ok(await invoices.post(callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/client/invoice/:id/void',
    {
      config: { access: { permission: 'client:invoice:void' } },
      schema: {
        tags,
        summary: 'Void an application (0, 1, 5 → 2) with a reason; its orders are released',
        params: IdParams,
        body: InvoiceReasonBody,
        response: detail,
      },
    },
    async (request) => ok(await invoices.void(callerOf(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/client/invoice-record/list',
    {
      config: { access: { permission: 'client:invoiceRecord:list' } },
      schema: {
        tags,
        summary: 'Issued invoices: status, invoiceType, keyword (invoice number or code), issue-date range',
        querystring: InvoiceRecordListQuery,
        response: { 200: envelopeOf(pageOf(InvoiceRecordRow)) },
      },
    },
    async (request) => ok(await invoices.records(principalOf(request), request.query)),
  );

  app.get(
    '/client/invoice-record/:id',
    {
      config: { access: { permission: 'client:invoiceRecord:list' } },
      schema: { tags, summary: 'An issued invoice', params: IdParams, response: { 200: envelopeOf(InvoiceRecordRow) } },
    },
    async (request) => ok(await invoices.record(principalOf(request), request.params.id)),
  );
};
