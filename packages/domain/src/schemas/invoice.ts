import { z } from 'zod';
import { invoiceApplicationStatus, invoiceStatus, invoiceType } from '../enums.js';
import { MONEY_PATTERN } from '../money.js';
import { isCreditCode } from '../validators.js';
import { isSpecialInvoice } from '../workflows/invoice.js';
import { Day } from './dates.js';
import { PageQuery } from './list.js';

/** Limits shared by the server's schemas and the web's forms. */
export const INVOICE_LIMITS = {
  maxOrders: 500,
  title: 200,
  addressPhone: 200,
  bankAccount: 200,
  remarks: 500,
  reason: 500,
  expressCompany: 50,
  trackingNo: 50,
} as const;

const enumKeys = <T extends Record<string, unknown>>(e: T) =>
  Object.keys(e) as [keyof T & string, ...(keyof T & string)[]];
export const InvoiceTypeValue = z.enum(enumKeys(invoiceType));
export const InvoiceApplicationStatusValue = z.enum(enumKeys(invoiceApplicationStatus));
export const InvoiceStatusValue = z.enum(enumKeys(invoiceStatus));

/** A blank form field is an absent one. */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

/**
 * A taxpayer identification number: a unified social credit code (18 characters, with its check character), or
 * an older tax registration number of 15 to 20 letters and digits (18 only when it is a valid credit code).
 */
export function isTaxNo(value: string): boolean {
  const v = value.toUpperCase();
  if (v.length === 18) return isCreditCode(v);
  return /^[0-9A-Z]{15,20}$/.test(v);
}

/** Order ids: a comma list in a form body, or a JSON array; deduplicated. */
export const OrderIds = z.preprocess((v) => {
  const list = typeof v === 'string' ? v.split(',').map((s) => s.trim()) : Array.isArray(v) ? v : v;
  return Array.isArray(list) ? [...new Set(list.filter((s) => s !== '').map(String))] : list;
}, z.array(z.coerce.number().int().positive()).min(1).max(INVOICE_LIMITS.maxOrders));

/** POST /client/invoice: an enterprise applies for one invoice over its paid, not yet invoiced orders. */
export const InvoiceApplyBody = z
  .object({
    orderIds: OrderIds,
    invoiceType: InvoiceTypeValue,
    title: z.string().trim().min(1).max(INVOICE_LIMITS.title),
    taxNo: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine(isTaxNo, { message: 'taxNoInvalid' }),
    addressPhone: optionalText(INVOICE_LIMITS.addressPhone),
    bankAccount: optionalText(INVOICE_LIMITS.bankAccount),
    remarks: optionalText(INVOICE_LIMITS.remarks),
  })
  .superRefine((body, ctx) => {
    if (!isSpecialInvoice(body.invoiceType)) return;
    for (const field of ['addressPhone', 'bankAccount'] as const) {
      if (!body[field]) {
        ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, path: [field], input: '' });
      }
    }
  });
export type InvoiceApplyBody = z.infer<typeof InvoiceApplyBody>;
export type InvoiceApplyInput = z.input<typeof InvoiceApplyBody>;

/** A reason for a rejection or a void. */
export const InvoiceReasonBody = z.object({ reason: z.string().trim().min(1).max(INVOICE_LIMITS.reason) });
export type InvoiceReasonBody = z.infer<typeof InvoiceReasonBody>;

/** An amount of money typed as text: up to 12 digits and 2 decimals. */
const MoneyText = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().regex(MONEY_PATTERN));

export const INVOICE_CODE_PATTERN = /^(\d{10}|\d{12})$/;
export const INVOICE_NUMBER_PATTERN = /^(\d{8}|\d{20})$/;
/** The invoice file: a PDF or an OFD uploaded through the storage service. */
export const INVOICE_FILE_EXTENSIONS = ['pdf', 'ofd'] as const;

/** POST /client/invoice/:id/issue */
export const InvoiceIssueBody = z.object({
  invoiceCode: z.string().trim().regex(INVOICE_CODE_PATTERN),
  invoiceNumber: z.string().trim().regex(INVOICE_NUMBER_PATTERN),
  issueDate: Day,
  taxAmount: MoneyText,
  fileUrl: z.string().trim().min(1).max(2000),
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/\.(pdf|ofd)$/i),
});
export type InvoiceIssueBody = z.infer<typeof InvoiceIssueBody>;
export type InvoiceIssueInput = z.input<typeof InvoiceIssueBody>;

/** POST /client/invoice/:id/post */
export const InvoicePostBody = z.object({
  expressCompany: z.string().trim().min(1).max(INVOICE_LIMITS.expressCompany),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,50}$/),
});
export type InvoicePostBody = z.infer<typeof InvoicePostBody>;

/** GET /client/invoice/list: keyword = application no or title; beginTime/endTime on the applied time. */
export const InvoiceListQuery = PageQuery.extend({
  status: InvoiceApplicationStatusValue.optional(),
  invoiceType: InvoiceTypeValue.optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;
export const INVOICE_SORT_COLUMNS = ['createdAt', 'amount', 'updatedAt'] as const;

/** GET /client/invoice/invoiceable-orders: keyword = order no or task title; beginTime/endTime on the paid time. */
export const InvoiceableOrdersQuery = PageQuery.extend({
  taskId: z.coerce.number().int().positive().optional(),
});
export type InvoiceableOrdersQuery = z.infer<typeof InvoiceableOrdersQuery>;
export const INVOICEABLE_SORT_COLUMNS = ['paidAt', 'amount'] as const;

/** GET /client/invoice-record/list: keyword = invoice number or code; beginTime/endTime on the issue date. */
export const InvoiceRecordListQuery = PageQuery.extend({
  status: InvoiceStatusValue.optional(),
  invoiceType: InvoiceTypeValue.optional(),
});
export type InvoiceRecordListQuery = z.infer<typeof InvoiceRecordListQuery>;
export const INVOICE_RECORD_SORT_COLUMNS = ['issueDate', 'amount', 'createdAt'] as const;

/** Money answers: strings with 2 decimals. */
const Money = z.string();

export const InvoiceableOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  taskId: z.number().int(),
  taskTitle: z.string(),
  /** masked */
  freelancerName: z.string(),
  amount: Money,
  status: z.string(),
  paidAt: z.string().nullable(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
});
export type InvoiceableOrderRow = z.infer<typeof InvoiceableOrderRow>;

/** An order an application covers: its amount when applied for, and when a rejection or void released it. */
export const InvoiceOrderRow = InvoiceableOrderRow.extend({ releasedAt: z.string().nullable() });
export type InvoiceOrderRow = z.infer<typeof InvoiceOrderRow>;

export const InvoiceRow = z.object({
  id: z.number().int(),
  applicationNo: z.string(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  invoiceType: InvoiceTypeValue,
  title: z.string(),
  taxNo: z.string(),
  amount: Money,
  orderCount: z.number().int(),
  status: InvoiceApplicationStatusValue,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceRow = z.infer<typeof InvoiceRow>;

export const InvoiceRecordRow = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  applicationNo: z.string(),
  applicationStatus: InvoiceApplicationStatusValue,
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  invoiceType: InvoiceTypeValue,
  title: z.string(),
  invoiceCode: z.string(),
  invoiceNumber: z.string(),
  issueDate: z.string(),
  amount: Money,
  taxAmount: Money,
  status: InvoiceStatusValue,
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  expressCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
  postedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceRecordRow = z.infer<typeof InvoiceRecordRow>;

/** One step of an application's history, derived from its own columns and its record. */
export const InvoiceTimelineEntry = z.object({
  action: z.enum(['apply', 'approve', 'reject', 'issue', 'post', 'void']),
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type InvoiceTimelineEntry = z.infer<typeof InvoiceTimelineEntry>;

export const InvoiceDetail = InvoiceRow.extend({
  addressPhone: z.string().nullable(),
  bankAccount: z.string().nullable(),
  remarks: z.string().nullable(),
  rejectReason: z.string().nullable(),
  voidReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  /** every order the application covered, released ones included (releasedAt set) */
  orders: z.array(InvoiceOrderRow),
  record: InvoiceRecordRow.nullable(),
  timeline: z.array(InvoiceTimelineEntry),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;
