import type { InvoiceApplicationStatus, InvoiceStatus, InvoiceType } from '../enums.js';
import { defineWorkflow } from './workflow.js';

/**
 * The invoice application (spec: invoice application status 7 pending review, 0 applied, 1 issued, 5 posted,
 * 2 void) and the invoice record that issuing it creates.
 *
 *   (new) ──apply──▶ 7 pending review ──approve──▶ 0 applied ──issue──▶ 1 issued ──post──▶ 5 posted
 *                          │ reject                     │ void             │ void             │ void
 *                          ▼                            ▼                  ▼                  ▼
 *                        2 void ◀───────────────────────┴──────────────────┴──────────────────┘
 *
 * - apply: the enterprise picks paid (order status 6 to review or 11 reviewed), not yet invoiced orders; the
 *   server sums their amounts and marks each with the application's id, so no order is invoiced twice.
 * - approve / reject: platform staff (client:invoice:audit); a rejection gives a reason and releases the orders.
 * - issue: staff (client:invoice:issue) enter the invoice code and number, issue date, tax amount and the PDF or
 *   OFD file; this creates the invoice record.
 * - post: staff (client:invoice:post) enter the express company and tracking number. Only paper invoices
 *   (007, 004) are posted; electronic ones (026, 027) are delivered by their file, so issued is their last step.
 * - void: staff (client:invoice:void) with a reason, from applied, issued or posted; the orders are released and
 *   can be invoiced again.
 *
 * `new` is the state before the application exists, so that applying goes through the same checks.
 */
export type InvoiceState = InvoiceApplicationStatus | 'new';
export type InvoiceAction = 'apply' | 'approve' | 'reject' | 'issue' | 'post' | 'void';

export const invoiceWorkflow = defineWorkflow<InvoiceState, InvoiceAction>({
  apply: { from: ['new'], to: '7', actors: ['enterprise'], permission: 'client:invoice:apply' },
  approve: { from: ['7'], to: '0', actors: ['staff'], permission: 'client:invoice:audit' },
  reject: { from: ['7'], to: '2', actors: ['staff'], permission: 'client:invoice:audit' },
  issue: { from: ['0'], to: '1', actors: ['staff'], permission: 'client:invoice:issue' },
  post: { from: ['1'], to: '5', actors: ['staff'], permission: 'client:invoice:post' },
  void: { from: ['0', '1', '5'], to: '2', actors: ['staff'], permission: 'client:invoice:void' },
});

/** Order statuses that count as paid and so may be invoiced: 6 to review, 11 reviewed. */
export const INVOICEABLE_ORDER_STATUSES = ['6', '11'] as const;

/** Paper invoices are posted; electronic invoices are delivered by their file. */
export const PAPER_INVOICE_TYPES: readonly InvoiceType[] = ['007', '004'];
export const isPaperInvoice = (type: string): boolean => (PAPER_INVOICE_TYPES as readonly string[]).includes(type);

/** Special VAT invoices need the buyer's address and phone and bank and account. */
export const SPECIAL_INVOICE_TYPES: readonly InvoiceType[] = ['004', '027'];
export const isSpecialInvoice = (type: string): boolean => (SPECIAL_INVOICE_TYPES as readonly string[]).includes(type);

/**
 * The invoice record's status, the spec's "invoice status" kept as given (0 issued, 1 issuing, 2 issued). The
 * record row is created by `issue`, when the code, number, date and file exist (those columns are required), so:
 * - 2 issued: written when the invoice is issued; it stays 2 when the invoice is posted (posting has its own
 *   columns: express company, tracking number, posted time).
 * - 0 issued: written when an issued or posted invoice is voided. The label reads "issued" as the spec gives it;
 *   the source system evidently meant "not issued" by 0, and every screen shows the application's own status
 *   (void) beside it.
 * - 1 issuing: never stored on a record. An approved application waiting for its file is what "issuing" means,
 *   and that is the application in status 0 (applied), which has no record yet; `recordStatusOf` answers 1 for it
 *   where a screen wants one invoice status per application.
 */
export const RECORD_STATUS = { issued: '2', issuing: '1', voided: '0' } as const satisfies Record<
  string,
  InvoiceStatus
>;

/** The invoice status an application shows: issuing while approved and waiting, issued once issued or posted. */
export function recordStatusOf(application: InvoiceApplicationStatus, hasRecord: boolean): InvoiceStatus | null {
  if (application === '0') return RECORD_STATUS.issuing;
  if (application === '1' || application === '5') return RECORD_STATUS.issued;
  if (application === '2' && hasRecord) return RECORD_STATUS.voided;
  return null;
}
