import { randomBytes } from 'node:crypto';
import type { InvoiceApplicationStatus, InvoiceStatus, InvoiceType } from '@console/domain/enums';
import { INVOICE_APPLICATION_STATUS } from '@console/domain/enums';
import { maskBankAccount, maskName } from '@console/domain/masking';
import { toCents } from '@console/domain/money';
import {
  INVOICE_FILE_EXTENSIONS,
  type InvoiceApplyBody,
  type InvoiceableOrderRow,
  type InvoiceableOrdersQuery,
  type InvoiceDetail,
  type InvoiceIssueBody,
  type InvoiceListQuery,
  type InvoiceOrderRow,
  type InvoicePostBody,
  type InvoiceRecordListQuery,
  type InvoiceRecordRow,
  type InvoiceRow,
  type InvoiceTimelineEntry,
} from '@console/domain/schemas/invoice';
import type { Page } from '@console/domain/schemas/list';
import type { FieldChange, Timeline } from '@console/domain/schemas/timeline';
import { dayStamp } from '@console/domain/stamps';
import {
  INVOICEABLE_ORDER_STATUSES,
  type InvoiceAction,
  invoiceWorkflow,
  isPaperInvoice,
  RECORD_STATUS,
} from '@console/domain/workflows/invoice';
import { and, asc, count, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { dataScope, SCOPED } from '../../db/data-scope.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { column, openValue, sealNullable } from '../../db/protected-columns.js';
import { fieldChanges, userActor, writeRecordEvent, writeRecordEvents } from '../../db/record-events.js';
import {
  enterprise,
  fileObject,
  invoice,
  invoiceOrder,
  invoiceRecord,
  orderEvent,
  sysUser,
  task,
  taskOrder,
} from '../../db/schema/index.js';
import { sealedAs } from '../../db/sealed-as.js';
import { readTimeline } from '../../db/timeline.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { Caller, Principal } from '../../http/principal.js';
import { actorOf, assertTransition } from '../../http/workflow-guard.js';
import type { KeyRing } from '../../lib/key-ring.js';
import type { NoticeService } from '../notices/service.js';
import { type InvoiceNoticeKind, invoiceNotice } from './notices.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function dayOf(value: string, field: string): string {
  if (!DAY.test(value) || Number.isNaN(new Date(`${value}T00:00:00Z`).getTime())) {
    throw badRequest('fieldInvalid', { field, reason: value });
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Invoiceable orders

/** Paid (6 to review, 11 reviewed), not yet invoiced orders the caller may invoice. */
export function invoiceableWhere(p: Principal, q: InvoiceableOrdersQuery): SQL | undefined {
  return and(
    dataScope(p, SCOPED.order, q.enterpriseId),
    inArray(taskOrder.status, [...INVOICEABLE_ORDER_STATUSES]),
    isNull(taskOrder.invoiceId),
    q.taskId ? eq(taskOrder.taskId, q.taskId) : undefined,
    keywordIn(q.keyword, taskOrder.orderNo, task.title),
    timeRange(q, taskOrder.paidAt),
  );
}

const orderColumns = {
  id: taskOrder.id,
  orderNo: taskOrder.orderNo,
  taskId: taskOrder.taskId,
  taskTitle: task.title,
  freelancerName: sql<string>`(select f.name from freelancer f where f.id = ${taskOrder.freelancerId})`,
  amount: taskOrder.amount,
  status: taskOrder.status,
  paidAt: taskOrder.paidAt,
  enterpriseId: taskOrder.enterpriseId,
  enterpriseName: enterprise.name,
};

type OrderSelect = {
  id: number;
  orderNo: string;
  taskId: number;
  taskTitle: string;
  freelancerName: string | null;
  amount: string;
  status: string;
  paidAt: Date | null;
  enterpriseId: number;
  enterpriseName: string;
};

const orderRow = (r: OrderSelect): InvoiceableOrderRow => ({
  ...r,
  freelancerName: maskName(r.freelancerName ?? ''),
  paidAt: iso(r.paidAt),
});

// ---------------------------------------------------------------------------------------------------------------
// Applications

export function invoiceListWhere(p: Principal, q: InvoiceListQuery): SQL | undefined {
  return and(
    dataScope(p, SCOPED.invoice, q.enterpriseId),
    q.status ? eq(invoice.status, q.status) : undefined,
    q.invoiceType ? eq(invoice.invoiceType, q.invoiceType) : undefined,
    keywordIn(q.keyword, invoice.applicationNo, invoice.title),
    timeRange(q, invoice.createdAt),
  );
}

export const invoiceColumns = {
  id: invoice.id,
  applicationNo: invoice.applicationNo,
  enterpriseId: invoice.enterpriseId,
  enterpriseName: enterprise.name,
  invoiceType: invoice.invoiceType,
  title: invoice.title,
  taxNo: invoice.taxNo,
  amount: invoice.amount,
  orderCount: invoice.orderCount,
  status: invoice.status,
  createdAt: invoice.createdAt,
  updatedAt: invoice.updatedAt,
};

type InvoiceSelect = Omit<InvoiceRow, 'createdAt' | 'updatedAt' | 'invoiceType' | 'status'> & {
  invoiceType: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
};

export const invoiceRow = (r: InvoiceSelect): InvoiceRow => ({
  ...r,
  invoiceType: r.invoiceType as InvoiceType,
  status: r.status as InvoiceApplicationStatus,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const applicationNo = () => {
  return `FP${dayStamp(new Date())}${randomBytes(5).toString('hex').toUpperCase()}`;
};

/** An audit row and a timeline entry on each order an application takes or releases. */
async function orderEvents(tx: Tx, p: Caller, orders: { id: number; status: string }[], action: string, note: string) {
  if (orders.length === 0) return;
  await tx.insert(orderEvent).values(
    orders.map((o) => ({
      orderId: o.id,
      action,
      fromStatus: o.status,
      toStatus: o.status,
      actorType: actorOf(p),
      actorId: p.userId,
      note: note.slice(0, 500),
    })),
  );
  await writeRecordEvents(
    tx,
    orders.map((o) => ({ entity: 'order' as const, recordId: o.id, action, actor: userActor(p), note })),
  );
}

/** The application's timeline entry for one step, in the step's transaction. */
async function invoiceEvent(
  tx: Tx,
  p: Caller,
  e: { id: number; action: InvoiceAction; from: string | null; to: string; changes?: FieldChange[]; note?: string },
) {
  await writeRecordEvent(tx, {
    entity: 'invoice',
    recordId: e.id,
    action: e.action,
    from: e.from,
    to: e.to,
    changes: e.changes,
    actor: userActor(p),
    note: e.note,
  });
}

/** Locks the application (scoped to the caller), checks the action and answers the row and the new status. */
async function lockFor(tx: Tx, p: Principal, id: number, action: InvoiceAction) {
  const [row] = await tx
    .select()
    .from(invoice)
    .where(and(eq(invoice.id, id), dataScope(p, SCOPED.invoice)))
    .for('update');
  if (!row) throw notFound();
  const to = assertTransition(invoiceWorkflow, action, row.status as InvoiceApplicationStatus, { principal: p });
  return { row, to: to as InvoiceApplicationStatus };
}

/** Frees the orders of an application so they can be invoiced again; its links stay, marked released. */
async function releaseOrders(tx: Tx, p: Caller, id: number, note: string) {
  const now = new Date();
  const released = await tx
    .update(taskOrder)
    .set({ invoiceId: null, updatedAt: now })
    .where(eq(taskOrder.invoiceId, id))
    .returning({ id: taskOrder.id, status: taskOrder.status });
  await tx
    .update(invoiceOrder)
    .set({ releasedAt: now })
    .where(and(eq(invoiceOrder.invoiceId, id), isNull(invoiceOrder.releasedAt)));
  await orderEvents(tx, p, released, 'invoice-release', note);
}

/** The stored file a URL from the upload endpoint points at, or null. */
async function storedFile(tx: Tx, url: string) {
  const marker = '/interface/files/';
  const at = url.indexOf(marker);
  if (at < 0) return null;
  let key: string;
  try {
    key = url
      .slice(at + marker.length)
      .split(/[?#]/)[0]
      ?.split('/')
      .map(decodeURIComponent)
      .join('/') as string;
  } catch {
    return null;
  }
  const [row] = await tx
    .select({ objectKey: fileObject.objectKey, fileName: fileObject.fileName })
    .from(fileObject)
    .where(eq(fileObject.objectKey, key));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Invoice records

export function recordListWhere(p: Principal, q: InvoiceRecordListQuery): SQL | undefined {
  return and(
    dataScope(p, SCOPED.invoiceRecord, q.enterpriseId),
    q.status ? eq(invoiceRecord.status, q.status) : undefined,
    q.invoiceType ? eq(invoice.invoiceType, q.invoiceType) : undefined,
    keywordIn(q.keyword, invoiceRecord.invoiceNumber, invoiceRecord.invoiceCode),
    q.beginTime ? gte(invoiceRecord.issueDate, dayOf(q.beginTime.slice(0, 10), 'beginTime')) : undefined,
    q.endTime ? lte(invoiceRecord.issueDate, dayOf(q.endTime.slice(0, 10), 'endTime')) : undefined,
  );
}

const recordColumns = {
  id: invoiceRecord.id,
  invoiceId: invoiceRecord.invoiceId,
  applicationNo: invoice.applicationNo,
  applicationStatus: invoice.status,
  enterpriseId: invoiceRecord.enterpriseId,
  enterpriseName: enterprise.name,
  invoiceType: invoice.invoiceType,
  title: invoice.title,
  invoiceCode: invoiceRecord.invoiceCode,
  invoiceNumber: invoiceRecord.invoiceNumber,
  issueDate: invoiceRecord.issueDate,
  amount: invoiceRecord.amount,
  taxAmount: invoiceRecord.taxAmount,
  status: invoiceRecord.status,
  fileUrl: invoiceRecord.fileUrl,
  fileName: invoiceRecord.fileName,
  expressCompany: invoiceRecord.expressCompany,
  trackingNo: invoiceRecord.trackingNo,
  postedAt: invoiceRecord.postedAt,
  createdAt: invoiceRecord.createdAt,
  issuedByName: sql<string | null>`(select u.name from ${sysUser} u where u.id = ${invoiceRecord.issuedBy})`,
};

export function recordQuery(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(invoiceRecord)
    .innerJoin(invoice, eq(invoice.id, invoiceRecord.invoiceId))
    .innerJoin(enterprise, eq(enterprise.id, invoiceRecord.enterpriseId))
    .$dynamic();
}

type RecordSelect = Awaited<ReturnType<ReturnType<typeof recordQuery>['execute']>>[number];

export const recordRow = (r: RecordSelect): InvoiceRecordRow => {
  const { issuedByName: _i, ...rest } = r;
  return {
    ...rest,
    applicationStatus: r.applicationStatus as InvoiceApplicationStatus,
    invoiceType: r.invoiceType as InvoiceType,
    status: r.status as InvoiceStatus,
    postedAt: iso(r.postedAt),
    createdAt: r.createdAt.toISOString(),
  };
};

/**
 * Invoice applications and records: the list, the detail, and each step of the invoice workflow, every write in
 * one transaction. Built once per server by the invoices routes. Once committed, applying, issuing and posting
 * raise their notice (./notices.ts), whoever called; a notice that fails is logged, never the change.
 */
export class InvoiceService {
  constructor(
    private readonly db: Db,
    private readonly notices: Pick<NoticeService, 'announce'>,
    private readonly keys: KeyRing,
  ) {}

  /** Raises the step's notice; answers the invoice unchanged. */
  private async told(kind: InvoiceNoticeKind, invoice: InvoiceDetail): Promise<InvoiceDetail> {
    await this.notices.announce(...invoiceNotice(kind, invoice));
    return invoice;
  }

  async invoiceableOrders(p: Principal, q: InvoiceableOrdersQuery): Promise<Page<InvoiceableOrderRow>> {
    const where = invoiceableWhere(p, q);
    const select = this.db
      .select(orderColumns)
      .from(taskOrder)
      .innerJoin(task, eq(task.id, taskOrder.taskId))
      .innerJoin(enterprise, eq(enterprise.id, taskOrder.enterpriseId))
      .where(where)
      .$dynamic();
    const total = this.db
      .select({ n: count() })
      .from(taskOrder)
      .innerJoin(task, eq(task.id, taskOrder.taskId))
      .where(where);
    const order = orderBy(
      q,
      { paidAt: taskOrder.paidAt, amount: taskOrder.amount },
      { column: taskOrder.paidAt, direction: 'desc' },
      taskOrder.id,
    );
    const page = await paginate(select, total, q, order);
    return { rows: page.rows.map(orderRow), total: page.total };
  }

  async list(p: Principal, q: InvoiceListQuery): Promise<Page<InvoiceRow>> {
    const where = invoiceListWhere(p, q);
    const select = this.db
      .select(invoiceColumns)
      .from(invoice)
      .innerJoin(enterprise, eq(enterprise.id, invoice.enterpriseId))
      .where(where)
      .$dynamic();
    const total = this.db.select({ n: count() }).from(invoice).where(where);
    const order = orderBy(
      q,
      { createdAt: invoice.createdAt, amount: invoice.amount, updatedAt: invoice.updatedAt },
      { column: invoice.createdAt, direction: 'desc' },
      invoice.id,
    );
    const page = await paginate(select, total, q, order);
    return { rows: page.rows.map(invoiceRow), total: page.total };
  }

  async detail(p: Principal, id: number): Promise<InvoiceDetail> {
    const [row] = await this.db
      .select({
        ...invoiceColumns,
        addressPhone: invoice.addressPhone,
        bankAccount: invoice.bankAccount,
        remarks: invoice.remarks,
        rejectReason: invoice.rejectReason,
        voidReason: invoice.voidReason,
        reviewedAt: invoice.reviewedAt,
        voidedAt: invoice.voidedAt,
        createdByName: sql<string | null>`(select u.name from sys_user u where u.id = ${invoice.createdBy})`,
        reviewedByName: sql<string | null>`(select u.name from sys_user u where u.id = ${invoice.reviewedBy})`,
      })
      .from(invoice)
      .innerJoin(enterprise, eq(enterprise.id, invoice.enterpriseId))
      .where(and(eq(invoice.id, id), dataScope(p, SCOPED.invoice)));
    if (!row) throw notFound();
    const [orders, records] = await Promise.all([
      // Every order the application covered, released ones too, at the amount it was applied for.
      this.db
        .select({ ...orderColumns, amount: invoiceOrder.amount, releasedAt: invoiceOrder.releasedAt })
        .from(invoiceOrder)
        .innerJoin(taskOrder, eq(taskOrder.id, invoiceOrder.orderId))
        .innerJoin(task, eq(task.id, taskOrder.taskId))
        .innerJoin(enterprise, eq(enterprise.id, taskOrder.enterpriseId))
        .where(eq(invoiceOrder.invoiceId, id))
        .orderBy(asc(taskOrder.id)),
      recordQuery(this.db).where(eq(invoiceRecord.invoiceId, id)).orderBy(sql`${invoiceRecord.id} desc`).limit(1),
    ]);
    const record = records[0] ? recordRow(records[0]) : null;
    const issuedBy = records[0]?.issuedByName ?? null;
    const status = row.status as InvoiceApplicationStatus;

    const timeline: InvoiceTimelineEntry[] = [
      { action: 'apply', at: row.createdAt.toISOString(), by: row.createdByName, note: null },
    ];
    if (row.reviewedAt) {
      const rejected = status === INVOICE_APPLICATION_STATUS.void && row.rejectReason !== null;
      timeline.push({
        action: rejected ? 'reject' : 'approve',
        at: row.reviewedAt.toISOString(),
        by: row.reviewedByName,
        note: rejected ? row.rejectReason : null,
      });
    }
    if (record) timeline.push({ action: 'issue', at: record.createdAt, by: issuedBy, note: null });
    if (record?.postedAt) {
      timeline.push({
        action: 'post',
        at: record.postedAt,
        by: null,
        note: `${record.expressCompany ?? ''} ${record.trackingNo ?? ''}`.trim(),
      });
    }
    if (row.voidedAt) timeline.push({ action: 'void', at: row.voidedAt.toISOString(), by: null, note: row.voidReason });

    const { createdByName: _c, reviewedByName: _r, ...fields } = row;
    return {
      ...invoiceRow(fields),
      addressPhone: fields.addressPhone,
      bankAccount: maskBankAccount(openValue(this.keys, column('invoice', 'bankAccount'), fields.bankAccount)),
      remarks: fields.remarks,
      rejectReason: fields.rejectReason,
      voidReason: fields.voidReason,
      reviewedAt: iso(fields.reviewedAt),
      voidedAt: iso(fields.voidedAt),
      orders: orders.map(({ releasedAt, ...o }): InvoiceOrderRow => ({ ...orderRow(o), releasedAt: iso(releasedAt) })),
      record,
      timeline,
    };
  }

  /**
   * An enterprise applies for one invoice over some of its paid, not yet invoiced orders. The orders are locked
   * (in id order, so two applications never deadlock), marked and linked in the same transaction, so two
   * concurrent applications cannot take the same order: the second waits, then sees it taken (409). The database
   * refuses a second unreleased link of an order as well; that is answered 409 too.
   */
  async apply(p: Caller, body: InvoiceApplyBody): Promise<InvoiceDetail> {
    assertTransition(invoiceWorkflow, 'apply', 'new', { principal: p });
    const enterpriseId = p.enterpriseId;
    if (enterpriseId === null) throw notFound();
    const ids = [...body.orderIds].sort((a, b) => a - b);
    const apply = this.db.transaction(async (tx) => {
      const orders = await tx
        .select({
          id: taskOrder.id,
          orderNo: taskOrder.orderNo,
          status: taskOrder.status,
          amount: taskOrder.amount,
          invoiceId: taskOrder.invoiceId,
        })
        .from(taskOrder)
        .where(and(inArray(taskOrder.id, ids), eq(taskOrder.enterpriseId, enterpriseId)))
        .orderBy(asc(taskOrder.id))
        .for('update');
      // Another enterprise's order looks like one that does not exist.
      if (orders.length !== ids.length) throw notFound();
      for (const o of orders) {
        if (!(INVOICEABLE_ORDER_STATUSES as readonly string[]).includes(o.status)) {
          throw conflict('invoiceOrderNotPaid', { no: o.orderNo });
        }
        if (o.invoiceId !== null) throw conflict('invoiceOrderInvoiced', { no: o.orderNo });
      }
      const [sum] = await tx
        .select({ amount: sql<string>`coalesce(sum(${taskOrder.amount}), 0)::numeric(14,2)::text` })
        .from(taskOrder)
        .where(inArray(taskOrder.id, ids));
      const [created] = await tx
        .insert(invoice)
        .values({
          applicationNo: applicationNo(),
          enterpriseId,
          invoiceType: body.invoiceType,
          title: body.title,
          taxNo: body.taxNo,
          addressPhone: body.addressPhone ?? null,
          ...sealedAs('bankAccount', sealNullable(this.keys, column('invoice', 'bankAccount'), body.bankAccount)),
          remarks: body.remarks ?? null,
          amount: sum?.amount ?? '0',
          orderCount: ids.length,
          status: invoiceWorkflow.apply.to,
          createdBy: p.userId,
        })
        .returning({ id: invoice.id, applicationNo: invoice.applicationNo });
      if (!created) throw new Error('invoice insert returned nothing');
      const now = new Date();
      await tx.update(taskOrder).set({ invoiceId: created.id, updatedAt: now }).where(inArray(taskOrder.id, ids));
      await tx
        .insert(invoiceOrder)
        .values(orders.map((o) => ({ invoiceId: created.id, orderId: o.id, amount: o.amount, createdAt: now })));
      await orderEvents(tx, p, orders, 'invoice-apply', created.applicationNo);
      const fields = {
        invoiceType: body.invoiceType,
        title: body.title,
        taxNo: body.taxNo,
        addressPhone: body.addressPhone ?? null,
        bankAccount: body.bankAccount ?? null,
        remarks: body.remarks ?? null,
        amount: sum?.amount ?? '0',
        orderCount: ids.length,
      };
      await invoiceEvent(tx, p, {
        id: created.id,
        action: 'apply',
        from: null,
        to: invoiceWorkflow.apply.to,
        // the bank account is personal data: its change is kept masked, never plain
        changes: fieldChanges(null, fields, { bankAccount: maskBankAccount }),
      });
      return created.id;
    });
    const id = await apply.catch(async (err: unknown) => {
      const taken = uniqueViolation(err, 'invoice_order_active_uq');
      if (!taken) throw err;
      const orderId = Number(/\(order_id\)=\((\d+)\)/.exec(taken.detail ?? '')?.[1] ?? ids[0]);
      const [order] = await this.db.select({ no: taskOrder.orderNo }).from(taskOrder).where(eq(taskOrder.id, orderId));
      throw conflict('invoiceOrderInvoiced', { no: order?.no ?? String(orderId) });
    });
    return this.told('invoiceApplied', await this.detail(p, id));
  }

  async approve(p: Caller, id: number): Promise<InvoiceDetail> {
    await this.db.transaction(async (tx) => {
      const { row, to } = await lockFor(tx, p, id, 'approve');
      const now = new Date();
      await tx
        .update(invoice)
        .set({ status: to, reviewedBy: p.userId, reviewedAt: now, updatedAt: now })
        .where(eq(invoice.id, id));
      await invoiceEvent(tx, p, { id, action: 'approve', from: row.status, to });
    });
    return this.detail(p, id);
  }

  async reject(p: Caller, id: number, reason: string): Promise<InvoiceDetail> {
    await this.db.transaction(async (tx) => {
      const { row, to } = await lockFor(tx, p, id, 'reject');
      const now = new Date();
      await tx
        .update(invoice)
        .set({ status: to, rejectReason: reason, reviewedBy: p.userId, reviewedAt: now, updatedAt: now })
        .where(eq(invoice.id, id));
      await invoiceEvent(tx, p, {
        id,
        action: 'reject',
        from: row.status,
        to,
        changes: fieldChanges(row, { rejectReason: reason }),
        note: reason,
      });
      await releaseOrders(tx, p, id, `${row.applicationNo} ${reason}`);
    });
    return this.detail(p, id);
  }

  async issue(p: Caller, id: number, body: InvoiceIssueBody): Promise<InvoiceDetail> {
    await this.db.transaction(async (tx) => {
      const { row, to } = await lockFor(tx, p, id, 'issue');
      const file = await storedFile(tx, body.fileUrl);
      const ext = file?.objectKey.split('.').pop()?.toLowerCase() ?? '';
      if (!file || !(INVOICE_FILE_EXTENSIONS as readonly string[]).includes(ext))
        throw badRequest('invoiceFileInvalid');
      if (toCents(body.taxAmount) > toCents(row.amount)) throw badRequest('invoiceTaxTooHigh');
      await tx.insert(invoiceRecord).values({
        invoiceId: id,
        enterpriseId: row.enterpriseId,
        invoiceCode: body.invoiceCode,
        invoiceNumber: body.invoiceNumber,
        issueDate: body.issueDate,
        amount: row.amount,
        taxAmount: body.taxAmount,
        status: RECORD_STATUS.issued,
        fileUrl: body.fileUrl,
        fileName: file.fileName,
        issuedBy: p.userId,
      });
      await tx.update(invoice).set({ status: to, updatedAt: new Date() }).where(eq(invoice.id, id));
      await invoiceEvent(tx, p, {
        id,
        action: 'issue',
        from: row.status,
        to,
        note: `${body.invoiceCode} ${body.invoiceNumber}`,
      });
    });
    return this.told('invoiceIssued', await this.detail(p, id));
  }

  async post(p: Caller, id: number, body: InvoicePostBody): Promise<InvoiceDetail> {
    await this.db.transaction(async (tx) => {
      const { row, to } = await lockFor(tx, p, id, 'post');
      if (!isPaperInvoice(row.invoiceType)) throw conflict('invoicePostElectronic');
      const now = new Date();
      await tx
        .update(invoiceRecord)
        .set({ expressCompany: body.expressCompany, trackingNo: body.trackingNo, postedAt: now })
        .where(eq(invoiceRecord.invoiceId, id));
      await tx.update(invoice).set({ status: to, updatedAt: now }).where(eq(invoice.id, id));
      await invoiceEvent(tx, p, {
        id,
        action: 'post',
        from: row.status,
        to,
        note: `${body.expressCompany} ${body.trackingNo}`,
      });
    });
    return this.told('invoicePosted', await this.detail(p, id));
  }

  async void(p: Caller, id: number, reason: string): Promise<InvoiceDetail> {
    await this.db.transaction(async (tx) => {
      const { row, to } = await lockFor(tx, p, id, 'void');
      const now = new Date();
      await tx
        .update(invoice)
        .set({ status: to, voidReason: reason, voidedAt: now, updatedAt: now })
        .where(eq(invoice.id, id));
      await invoiceEvent(tx, p, {
        id,
        action: 'void',
        from: row.status,
        to,
        changes: fieldChanges(row, { voidReason: reason }),
        note: reason,
      });
      await tx.update(invoiceRecord).set({ status: RECORD_STATUS.voided }).where(eq(invoiceRecord.invoiceId, id));
      await releaseOrders(tx, p, id, `${row.applicationNo} ${reason}`);
    });
    return this.detail(p, id);
  }

  /** The application's whole story (record_event) with the notices that name it; scoped as the detail. */
  async timeline(p: Principal, id: number): Promise<Timeline> {
    const [found] = await this.db
      .select({ applicationNo: invoice.applicationNo })
      .from(invoice)
      .where(and(eq(invoice.id, id), dataScope(p, SCOPED.invoice)));
    if (!found) throw notFound();
    return readTimeline(this.db, 'invoice', id, { notices: { param: 'applicationNo', value: found.applicationNo } });
  }

  async records(p: Principal, q: InvoiceRecordListQuery): Promise<Page<InvoiceRecordRow>> {
    const where = recordListWhere(p, q);
    const total = this.db
      .select({ n: count() })
      .from(invoiceRecord)
      .innerJoin(invoice, eq(invoice.id, invoiceRecord.invoiceId))
      .where(where);
    const order = orderBy(
      q,
      { issueDate: invoiceRecord.issueDate, amount: invoiceRecord.amount, createdAt: invoiceRecord.createdAt },
      { column: invoiceRecord.createdAt, direction: 'desc' },
      invoiceRecord.id,
    );
    const page = await paginate(recordQuery(this.db).where(where), total, q, order);
    return { rows: page.rows.map(recordRow), total: page.total };
  }

  async record(p: Principal, id: number): Promise<InvoiceRecordRow> {
    const [row] = await recordQuery(this.db).where(and(eq(invoiceRecord.id, id), dataScope(p, SCOPED.invoiceRecord)));
    if (!row) throw notFound();
    return recordRow(row);
  }
}
