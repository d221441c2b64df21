import type { InvoiceDetail } from '@console/domain/schemas/invoice';
import type { NoticeAudience, NoticeDraft } from '../notices/service.js';

const INVOICES_PAGE = '/client/invoice/orderInvoice/index';

/** The invoice steps that raise a notice: an application tells the auditors; issuing and posting, the enterprise. */
export type InvoiceNoticeKind = 'invoiceApplied' | 'invoiceIssued' | 'invoicePosted';

export function invoiceNotice(kind: InvoiceNoticeKind, invoice: InvoiceDetail): [NoticeAudience, NoticeDraft] {
  const params = {
    applicationNo: invoice.applicationNo,
    enterpriseName: invoice.enterpriseName,
    title: invoice.title,
    amount: invoice.amount,
  };
  return [
    kind === 'invoiceApplied' ? { permission: 'client:invoice:audit' } : { enterpriseId: invoice.enterpriseId },
    { kind, params, link: INVOICES_PAGE },
  ];
}
