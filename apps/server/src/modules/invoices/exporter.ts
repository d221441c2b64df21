import { invoiceApplicationStatus, invoiceStatus, invoiceType, labelOf } from '@console/domain/enums';
import type { Label, Locale } from '@console/domain/locale';
import { InvoiceListQuery, InvoiceRecordListQuery } from '@console/domain/schemas/invoice';
import { and, asc, eq, gt } from 'drizzle-orm';
import { enterprise, invoice, invoiceRecord } from '../../db/schema/index.js';
import { type ExportColumn, keysetRows, registerExporter } from '../exports/registry.js';
import { invoiceColumns, invoiceListWhere, recordListWhere, recordQuery } from './service.js';

/** Enumeration labels follow the job's language (passed by the exports service when it does; zh otherwise). */
const localeOf = (params: Record<string, unknown>, jobLocale?: Locale): Locale =>
  jobLocale ?? (params.locale === 'en' ? 'en' : 'zh');

type Column = { key: string; label: Label; width: number };
const columnsIn = (columns: Column[], locale: Locale): ExportColumn[] =>
  columns.map((c) => ({ key: c.key, header: c.label[locale], width: c.width }));

const invoiceSheet: Column[] = [
  { key: 'applicationNo', label: { zh: '申请编号', en: 'Application no.' }, width: 22 },
  { key: 'enterpriseName', label: { zh: '企业名称', en: 'Enterprise' }, width: 28 },
  { key: 'invoiceType', label: { zh: '发票类型', en: 'Invoice type' }, width: 20 },
  { key: 'title', label: { zh: '发票抬头', en: 'Invoice title' }, width: 28 },
  { key: 'taxNo', label: { zh: '纳税人识别号', en: 'Tax number' }, width: 22 },
  { key: 'amount', label: { zh: '开票金额（元）', en: 'Amount (CNY)' }, width: 14 },
  { key: 'orderCount', label: { zh: '订单数', en: 'Orders' }, width: 8 },
  { key: 'status', label: { zh: '申请状态', en: 'Status' }, width: 12 },
  { key: 'createdAt', label: { zh: '申请时间', en: 'Applied at' }, width: 20 },
];

registerExporter({
  kind: 'invoices',
  query: InvoiceListQuery,
  permission: 'client:invoice:export',
  columns: (locale) => columnsIn(invoiceSheet, locale),
  rows: (db, principal, params, jobLocale?: Locale) => {
    const locale = localeOf(params, jobLocale);
    const where = invoiceListWhere(principal, InvoiceListQuery.parse(params));
    return keysetRows(async (afterId, limit) => {
      const page = await db
        .select(invoiceColumns)
        .from(invoice)
        .innerJoin(enterprise, eq(enterprise.id, invoice.enterpriseId))
        .where(and(where, gt(invoice.id, afterId)))
        .orderBy(asc(invoice.id))
        .limit(limit);
      return page.map((r) => ({
        ...r,
        amount: Number(r.amount),
        invoiceType: labelOf(invoiceType, r.invoiceType, locale),
        status: labelOf(invoiceApplicationStatus, r.status, locale),
      }));
    });
  },
});

const recordSheet: Column[] = [
  { key: 'invoiceCode', label: { zh: '发票代码', en: 'Invoice code' }, width: 16 },
  { key: 'invoiceNumber', label: { zh: '发票号码', en: 'Invoice number' }, width: 22 },
  { key: 'issueDate', label: { zh: '开票日期', en: 'Issue date' }, width: 12 },
  { key: 'applicationNo', label: { zh: '申请编号', en: 'Application no.' }, width: 22 },
  { key: 'enterpriseName', label: { zh: '企业名称', en: 'Enterprise' }, width: 28 },
  { key: 'invoiceType', label: { zh: '发票类型', en: 'Invoice type' }, width: 20 },
  { key: 'title', label: { zh: '发票抬头', en: 'Invoice title' }, width: 28 },
  { key: 'amount', label: { zh: '开票金额（元）', en: 'Amount (CNY)' }, width: 14 },
  { key: 'taxAmount', label: { zh: '税额（元）', en: 'Tax (CNY)' }, width: 12 },
  { key: 'status', label: { zh: '发票状态', en: 'Invoice status' }, width: 10 },
  { key: 'applicationStatus', label: { zh: '申请状态', en: 'Application status' }, width: 12 },
  { key: 'expressCompany', label: { zh: '快递公司', en: 'Express company' }, width: 14 },
  { key: 'trackingNo', label: { zh: '快递单号', en: 'Tracking no.' }, width: 20 },
];

registerExporter({
  kind: 'invoiceRecords',
  query: InvoiceRecordListQuery,
  permission: 'client:invoiceRecord:export',
  columns: (locale) => columnsIn(recordSheet, locale),
  rows: (db, principal, params, jobLocale?: Locale) => {
    const locale = localeOf(params, jobLocale);
    const where = recordListWhere(principal, InvoiceRecordListQuery.parse(params));
    return keysetRows(async (afterId, limit) => {
      const page = await recordQuery(db)
        .where(and(where, gt(invoiceRecord.id, afterId)))
        .orderBy(asc(invoiceRecord.id))
        .limit(limit);
      return page.map((r) => ({
        id: r.id,
        invoiceCode: r.invoiceCode,
        invoiceNumber: r.invoiceNumber,
        issueDate: r.issueDate,
        applicationNo: r.applicationNo,
        enterpriseName: r.enterpriseName,
        invoiceType: labelOf(invoiceType, r.invoiceType, locale),
        title: r.title,
        amount: Number(r.amount),
        taxAmount: Number(r.taxAmount),
        status: labelOf(invoiceStatus, r.status, locale),
        applicationStatus: labelOf(invoiceApplicationStatus, r.applicationStatus, locale),
        expressCompany: r.expressCompany,
        trackingNo: r.trackingNo,
      }));
    });
  },
});
