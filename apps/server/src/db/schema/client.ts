import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { enterprise } from './enterprise.js';
import { sysUser } from './system.js';

/** A file attached to a record: what the upload endpoint answered. */
export interface Attachment {
  fileName: string;
  url: string;
}

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A freelance worker, signed in from the mini-app (phone and password). Personal data is masked on display. */
export const freelancer = pgTable(
  'freelancer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** sealed (db/protected-columns.ts), with its keyed hash beside it for exact-match search */
    idCard: text('id_card').notNull(),
    idCardHash: varchar('id_card_hash', { length: 64 }),
    bankCard: text('bank_card'),
    bankCardHash: varchar('bank_card_hash', { length: 64 }),
    bankName: varchar('bank_name', { length: 100 }),
    passwordHash: text('password_hash'),
    /** id on the real-time chat channel (role C) */
    socketId: varchar('socket_id', { length: 64 }),
    wxHead: text('wx_head'),
    /** whether the enterprise side is told when this freelancer has read its messages */
    chatReadReceipts: boolean('chat_read_receipts').notNull().default(true),
    /** settled earnings not yet withdrawn */
    balance: money('balance').notNull().default('0'),
    /** account status: 0 frozen, 1 valid */
    status: varchar('status', { length: 1 }).notNull().default('1'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('freelancer_phone_uq').on(t.phone),
    index('freelancer_name_idx').on(t.name),
    uniqueIndex('freelancer_socket_uq').on(t.socketId),
    index('freelancer_id_card_hash_idx').on(t.idCardHash),
    index('freelancer_bank_card_hash_idx').on(t.bankCardHash),
  ],
);

/** Tokens of freelancer clients, stored only as SHA-256 hashes. */
export const freelancerToken = pgTable(
  'freelancer_token',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancer.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('freelancer_token_freelancer_idx').on(t.freelancerId)],
);

/** A task (job) an enterprise publishes for freelancers. Status: 0 draft … 5 review rejected. */
export const task = pgTable(
  'task',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskNo: varchar('task_no', { length: 32 }).notNull().unique(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id),
    title: varchar('title', { length: 100 }).notNull(),
    /** industry category code A–T */
    industry: varchar('industry', { length: 1 }).notNull(),
    /** work mode: 1 online remote, 0 offline */
    workMode: varchar('work_mode', { length: 1 }).notNull(),
    /** pricing unit 00–05 */
    pricingUnit: varchar('pricing_unit', { length: 2 }).notNull(),
    price: money('price').notNull(),
    headcount: integer('headcount').notNull(),
    place: varchar('place', { length: 200 }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    description: text('description').notNull().default(''),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    /** only freelancers on the whitelist (list type 1) may apply or be invited */
    whitelistOnly: boolean('whitelist_only').notNull().default(false),
    rejectReason: varchar('reject_reason', { length: 500 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => sysUser.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => sysUser.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('task_enterprise_status_created_idx').on(t.enterpriseId, t.status, sql`${t.createdAt} desc`),
    index('task_status_created_idx').on(t.status, sql`${t.createdAt} desc`),
    index('task_created_idx').on(sql`${t.createdAt} desc`),
  ],
);

/**
 * The audit trail of a task: every change with who made it, from which status to which, and the reason given
 * (a rejection's). Written in the transaction of the change. The review history (submit, approve, reject) is the
 * part of it the detail answers as `reviews`; deleting a draft deletes its trail with it.
 */
export const taskEvent = pgTable(
  'task_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => task.id, { onDelete: 'cascade' }),
    /** create, edit, submit, approve, reject, close, reopen, complete */
    action: varchar('action', { length: 16 }).notNull(),
    /** null for create (and for submits migrated from the old review table whose start is unknown) */
    fromStatus: varchar('from_status', { length: 1 }),
    toStatus: varchar('to_status', { length: 1 }).notNull(),
    /** enterprise or staff */
    actorType: varchar('actor_type', { length: 16 }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => sysUser.id),
    reason: varchar('reason', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [index('task_event_task_idx').on(t.taskId, t.createdAt, t.id)],
);

/**
 * An order: a freelancer's application for a task, or an enterprise's invitation, through the spec's
 * order/application statuses (0 … 15). enterprise_id is copied from the task so every list is one index scan.
 */
export const taskOrder = pgTable(
  'task_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => task.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancer.id),
    /** I invitation (the enterprise asked), A application (the freelancer asked) */
    mode: varchar('mode', { length: 1 }).notNull(),
    status: varchar('status', { length: 2 }).notNull().default('0'),
    /** units of the task's pricing unit (hours, days, pieces…) */
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull().default('1'),
    amount: money('amount').notNull(),
    refuseReason: varchar('refuse_reason', { length: 500 }),
    deliveryNote: text('delivery_note'),
    deliveryFiles: jsonb('delivery_files').$type<Attachment[]>().notNull().default([]),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rating: integer('rating'),
    reviewText: varchar('review_text', { length: 500 }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** the active invoice application covering this order (null: invoiceable); its invoice_order row is unreleased */
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('task_order_enterprise_status_created_idx').on(t.enterpriseId, t.status, sql`${t.createdAt} desc`),
    index('task_order_enterprise_created_idx').on(t.enterpriseId, sql`${t.createdAt} desc`),
    index('task_order_status_created_idx').on(t.status, sql`${t.createdAt} desc`),
    index('task_order_created_idx').on(sql`${t.createdAt} desc`),
    index('task_order_task_idx').on(t.taskId),
    index('task_order_freelancer_idx').on(t.freelancerId, sql`${t.createdAt} desc`),
    index('task_order_invoice_idx').on(t.invoiceId),
  ],
);

/** The audit trail of an order: every transition with who fired it. */
export const orderEvent = pgTable(
  'order_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => taskOrder.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 2 }),
    toStatus: varchar('to_status', { length: 2 }).notNull(),
    /** enterprise, staff, freelancer or system */
    actorType: varchar('actor_type', { length: 16 }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    note: varchar('note', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_event_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The internal ledger: every movement of money, signed, with the balance after it. A recharge credits an
 * enterprise; a payment debits it and a settlement credits the freelancer, in one transaction.
 */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** recharge, payment, settlement, refund */
    kind: varchar('kind', { length: 16 }).notNull(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprise.id),
    freelancerId: bigint('freelancer_id', { mode: 'number' }).references(() => freelancer.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => taskOrder.id),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    remark: varchar('remark', { length: 200 }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => sysUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entry_enterprise_idx').on(t.enterpriseId, sql`${t.createdAt} desc`),
    index('ledger_entry_freelancer_idx').on(t.freelancerId, sql`${t.createdAt} desc`),
    index('ledger_entry_order_idx').on(t.orderId),
  ],
);

/** An invoice application; application status 7 pending review, 0 applied, 1 issued, 5 posted, 2 void. */
export const invoice = pgTable(
  'invoice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationNo: varchar('application_no', { length: 32 }).notNull().unique(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id),
    /** invoice type 007, 004, 026, 027 */
    invoiceType: varchar('invoice_type', { length: 3 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }).notNull(),
    addressPhone: varchar('address_phone', { length: 200 }),
    /** sealed, with its keyed hash (db/protected-columns.ts) */
    bankAccount: text('bank_account'),
    bankAccountHash: varchar('bank_account_hash', { length: 64 }),
    remarks: varchar('remarks', { length: 500 }),
    amount: money('amount').notNull(),
    orderCount: integer('order_count').notNull(),
    status: varchar('status', { length: 1 }).notNull().default('7'),
    rejectReason: varchar('reject_reason', { length: 500 }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => sysUser.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    voidReason: varchar('void_reason', { length: 500 }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => sysUser.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoice_enterprise_status_created_idx').on(t.enterpriseId, t.status, sql`${t.createdAt} desc`),
    index('invoice_status_created_idx').on(t.status, sql`${t.createdAt} desc`),
  ],
);

/**
 * The orders an invoice application covers, with each order's amount when it was applied for. Kept when a
 * rejection or a void releases the orders (released_at set), so the application still lists them. An order is
 * in at most one unreleased row: the partial unique index holds that even against a service bug.
 */
export const invoiceOrder = pgTable(
  'invoice_order',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoice.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => taskOrder.id),
    amount: money('amount').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.orderId] }),
    uniqueIndex('invoice_order_active_uq').on(t.orderId).where(sql`${t.releasedAt} is null`),
    index('invoice_order_order_idx').on(t.orderId),
  ],
);

/** An invoice as issued for an application: code, number, file and posting. Invoice status 0, 1, 2 as given. */
export const invoiceRecord = pgTable(
  'invoice_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoice.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id),
    invoiceCode: varchar('invoice_code', { length: 20 }).notNull(),
    invoiceNumber: varchar('invoice_number', { length: 20 }).notNull(),
    issueDate: date('issue_date').notNull(),
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull().default('0'),
    status: varchar('status', { length: 1 }).notNull(),
    fileUrl: text('file_url'),
    fileName: varchar('file_name', { length: 255 }),
    expressCompany: varchar('express_company', { length: 50 }),
    trackingNo: varchar('tracking_no', { length: 50 }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    issuedBy: bigint('issued_by', { mode: 'number' }).references(() => sysUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_record_enterprise_created_idx').on(t.enterpriseId, sql`${t.createdAt} desc`),
    index('invoice_record_created_idx').on(sql`${t.createdAt} desc`),
    index('invoice_record_invoice_idx').on(t.invoiceId),
  ],
);

/** An article: content category B C P Z Q A Y F; status 0 draft, 1 published, 2 withdrawn. */
export const article = pgTable(
  'article',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    category: varchar('category', { length: 1 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }),
    coverUrl: text('cover_url'),
    /** sanitised rich text (HTML) */
    content: text('content').notNull().default(''),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    sort: integer('sort').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: bigint('author_id', { mode: 'number' }).references(() => sysUser.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('article_category_status_published_idx').on(t.category, t.status, sql`${t.publishedAt} desc`),
    index('article_status_updated_idx').on(t.status, sql`${t.updatedAt} desc`),
  ],
);

/** Problem feedback from the console (sourceType 1). Status 0 pending … 4 cannot reproduce. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprise.id),
    sourceType: varchar('source_type', { length: 1 }).notNull().default('1'),
    feedType: varchar('feed_type', { length: 1 }).notNull(),
    feedDesc: varchar('feed_desc', { length: 400 }).notNull(),
    /** image URLs, comma-joined as the spec sends them */
    urls: text('urls').notNull().default(''),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    resultOut: varchar('result_out', { length: 1000 }),
    /** 0 unread reply (dot), 1 read */
    hasRead: varchar('has_read', { length: 1 }).notNull().default('1'),
    repliedBy: bigint('replied_by', { mode: 'number' }).references(() => sysUser.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_user_created_idx').on(t.userId, sql`${t.createdAt} desc`),
    index('feedback_status_created_idx').on(t.status, sql`${t.createdAt} desc`),
  ],
);

/** An export job: rows streamed to an xlsx file in storage; listed in the download centre. */
export const exportJob = pgTable(
  'export_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }),
    /** tasks, orders, invoices, invoiceRecords */
    kind: varchar('kind', { length: 32 }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    locale: varchar('locale', { length: 2 }).notNull().default('zh'),
    /** pending, running, done, failed */
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    fileKey: text('file_key'),
    fileName: varchar('file_name', { length: 255 }),
    size: bigint('size', { mode: 'number' }),
    error: varchar('error', { length: 500 }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Database time of the last sign of life from the instance holding a pending or running job (written every
     * few seconds); a job whose heartbeat stopped is failed by whichever instance notices.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('export_job_user_created_idx').on(t.userId, sql`${t.createdAt} desc`),
    index('export_job_live_heartbeat_idx').on(t.heartbeatAt).where(sql`${t.status} in ('pending', 'running')`),
  ],
);
