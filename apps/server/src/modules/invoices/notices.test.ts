import { InvoiceApplyBody, InvoiceIssueBody } from '@console/domain/schemas/invoice';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoice } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { failingNotices, latestNotices } from '../../testing/notices.js';
import { pdf } from '../../testing/samples.js';
import { createOrder, enterpriseUser, staffUser } from '../orders/factories.js';
import { creditCode } from './factories.js';
import { InvoiceService } from './service.js';

/** The invoice steps raise their notices in the service: a caller other than the routes raises the same ones. */
describe('invoice notices, raised by the service', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  /** An application of a new enterprise over one of its paid orders, by its user (and that user's principal). */
  const applyAs = async (invoices: InvoiceService) => {
    const ent = await enterpriseUser(app);
    const order = await createOrder(app, ent.enterpriseId, { amount: '100.00' });
    const body = InvoiceApplyBody.parse({
      orderIds: String(order.id),
      invoiceType: '007',
      title: '杭州某某科技有限公司',
      taxNo: creditCode(),
    });
    return { ent, applied: await invoices.apply(await app.auth.authenticate(ent.token), body) };
  };

  it('an application tells the auditors and issuing the enterprise, with no route involved', async () => {
    const invoices = new InvoiceService(app.database.db, app.notices, app.keys);
    const auditor = await staffUser(app);
    const { ent, applied } = await applyAs(invoices);
    expect(await latestNotices(app, { userId: auditor.user.id })).toContainEqual(
      expect.objectContaining({
        kind: 'invoiceApplied',
        params: expect.objectContaining({ applicationNo: applied.applicationNo }),
        link: '/client/invoice/orderInvoice/index',
      }),
    );

    const staff = await app.auth.authenticate(auditor.token);
    await invoices.approve(staff, applied.id);
    const file = await app.files.upload({ userId: auditor.user.id, enterpriseId: null }, '发票.pdf', pdf(), undefined);
    const issue = InvoiceIssueBody.parse({
      invoiceCode: '033002400111',
      invoiceNumber: '12345678',
      issueDate: '2025-03-01',
      taxAmount: '1.80',
      fileUrl: file.url,
      fileName: file.fileName,
    });
    await invoices.issue(staff, applied.id, issue);
    expect(await latestNotices(app, { userId: ent.user.id })).toEqual([
      expect.objectContaining({
        kind: 'invoiceIssued',
        params: expect.objectContaining({ applicationNo: applied.applicationNo, amount: '100.00' }),
      }),
    ]);
  });

  it('a notice that fails is logged and the application stands', async () => {
    const { notices, warnings } = failingNotices(app);
    const { applied } = await applyAs(new InvoiceService(app.database.db, notices, app.keys));
    expect(applied.status).toBe('7');
    expect(await app.database.db.query.invoice.findFirst({ where: eq(invoice.id, applied.id) })).toBeDefined();
    expect(warnings).toEqual([{ obj: expect.objectContaining({ kind: 'invoiceApplied' }), msg: 'notice not raised' }]);
  });
});
