import { randomInt } from 'node:crypto';
import type { TaskStatus } from '@console/domain/enums';
import { TASK_STATUS, USER_TYPE } from '@console/domain/enums';
import { maskCompanyName } from '@console/domain/masking';
import {
  ENTERPRISE_OPTIONS_MAX,
  type EnterpriseOption,
  type FreelancerTaskQuery,
  type FreelancerTaskRow,
  type TaskBody,
  type TaskDetail,
  type TaskHistoryAction,
  type TaskHistoryEntry,
  type TaskHistoryQuery,
  type TaskListQuery,
  type TaskRow,
  taskDatesInOrder,
} from '@console/domain/schemas/task';
import type { FieldChange, Timeline } from '@console/domain/schemas/timeline';
import { dayStamp } from '@console/domain/stamps';
import { orderStatusesDoneForCompletion, type TaskTransition, taskWorkflow } from '@console/domain/workflows/task';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { dataScope, SCOPED, scopedRead } from '../../db/data-scope.js';
import { keywordIn, orderBy, paginate, tablesOf, timeRange } from '../../db/list-query.js';
import { fieldChanges, userActor, writeRecordEvent } from '../../db/record-events.js';
import { enterprise, sysUser, task, taskEvent, taskOrder } from '../../db/schema/index.js';
import { readTimeline } from '../../db/timeline.js';
import type { CachedRead } from '../../http/cached-answer.js';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.js';
import { type Caller, hasPermission, type Principal } from '../../http/principal.js';
import { actorOf, assertTransition } from '../../http/workflow-guard.js';
import type { StandingService } from '../lists/standing.js';
import type { NoticeService } from '../notices/service.js';
import { taskNotice } from './notices.js';

/**
 * The WHERE of the task list (and of its export): the caller's enterprise scope, then the filters. Enterprise
 * users only ever get their own enterprise, whatever enterpriseId they send.
 */
export function taskListWhere(p: Principal, q: TaskListQuery): SQL | undefined {
  return and(
    dataScope(p, SCOPED.task, q.enterpriseId),
    q.status ? eq(task.status, q.status) : undefined,
    q.industry ? eq(task.industry, q.industry) : undefined,
    q.workMode ? eq(task.workMode, q.workMode) : undefined,
    keywordIn(q.keyword, task.title, task.taskNo),
    timeRange(q, task.createdAt),
  );
}

/** Orders of a task, counted in the row. */
const orderCountSql = sql<number>`(select count(*) from ${taskOrder} where ${taskOrder.taskId} = ${task.id})`.mapWith(
  Number,
);

export const taskRowColumns = {
  id: task.id,
  taskNo: task.taskNo,
  enterpriseId: task.enterpriseId,
  enterpriseName: enterprise.name,
  title: task.title,
  industry: task.industry,
  workMode: task.workMode,
  pricingUnit: task.pricingUnit,
  price: task.price,
  headcount: task.headcount,
  place: task.place,
  startDate: task.startDate,
  endDate: task.endDate,
  status: task.status,
  whitelistOnly: task.whitelistOnly,
  orderCount: orderCountSql,
  createdAt: task.createdAt,
  updatedAt: task.updatedAt,
};

/** A list row as the database answers it (times as Dates). */
type RawRow = Omit<TaskRow, 'status' | 'createdAt' | 'updatedAt'> & {
  status: string;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The task list's row query and presenter, shared by the list and its export (a column added to the list reaches
 * the sheet's rows); callers add WHERE, ORDER BY and LIMIT.
 */
/** What a task-list answer is read from. */
const TASK_LIST_TABLES = tablesOf(task, enterprise, taskOrder);

export function taskRowQuery(db: Db | Tx) {
  return db.select(taskRowColumns).from(task).innerJoin(enterprise, eq(enterprise.id, task.enterpriseId)).$dynamic();
}

export function toRow(r: RawRow): TaskRow {
  return {
    ...r,
    status: r.status as TaskStatus,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const sortable = { createdAt: task.createdAt, price: task.price, startDate: task.startDate };

/** Task number: T + yyyyMMdd + 6 random digits; a clash is retried on insert. */
export function newTaskNo(now = new Date()): string {
  return `T${dayStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function checkBody(body: TaskBody): void {
  if (!taskDatesInOrder(body)) throw new AppError(400, 'taskEndBeforeStart', {}, { field: 'endDate' });
}

function bodyColumns(body: TaskBody) {
  return {
    title: body.title,
    industry: body.industry,
    workMode: body.workMode,
    pricingUnit: body.pricingUnit,
    price: body.price.toFixed(2),
    headcount: body.headcount,
    place: body.place || null,
    startDate: body.startDate,
    endDate: body.endDate,
    description: body.description,
    attachments: body.attachments,
    whitelistOnly: body.whitelistOnly,
  };
}

/** The review state each review action answers in `reviews` (0 submitted/pending, 1 approved, 2 rejected). */
const reviewStateOf = { submit: '0', approve: '1', reject: '2' } as const;
const reviewActions = Object.keys(reviewStateOf) as (keyof typeof reviewStateOf)[];

/**
 * One history row, in the caller's transaction so it commits or rolls back with the change it records (a
 * refused change throws before it and writes nothing).
 */
async function recordEvent(
  tx: Tx,
  p: Caller,
  e: {
    taskId: number;
    action: TaskHistoryAction;
    from: string | null;
    to: string;
    reason?: string | null;
    at: Date;
    changes?: FieldChange[];
  },
): Promise<void> {
  await tx.insert(taskEvent).values({
    taskId: e.taskId,
    action: e.action,
    fromStatus: e.from,
    toStatus: e.to,
    actorType: actorOf(p),
    actorId: p.userId,
    reason: e.reason ?? null,
    createdAt: e.at,
  });
  // The task's history above stays the history answer's; the timeline reads the one table every record writes.
  await writeRecordEvent(tx, {
    entity: 'task',
    recordId: e.taskId,
    action: e.action,
    from: e.from,
    to: e.to,
    changes: e.changes,
    actor: userActor(p),
    note: e.reason,
    at: e.at,
  });
}

/** The lists whose staff view filters by enterprise (their list permissions). */
const ENTERPRISE_FILTER_PERMISSIONS = [
  'client:task:list',
  'client:order:list',
  'client:invoice:list',
  'client:invoiceRecord:list',
  'client:feedback:list',
  'client:ledger:recharge',
  // the enterprise blacklist's picker
  'system:list:add',
];

/** Transitions that put a task (back) in front of freelancers: the enterprise must be open and not blacklisted. */
const PUBLISHING: readonly TaskTransition[] = ['submit', 'approve', 'reopen'];

export class TaskService {
  constructor(
    private readonly db: Db,
    private readonly standing: StandingService,
    private readonly notices: Pick<NoticeService, 'announce'>,
  ) {}

  /** Where the list's answer for this viewer and query is kept: until a task, its enterprise or an order (counted per row) is written. */
  listRead(p: Principal, q: TaskListQuery): CachedRead {
    return scopedRead(p, 'tasks', TASK_LIST_TABLES, q);
  }

  /** A page of tasks as the viewer may see them, read now. */
  async list(p: Principal, q: TaskListQuery): Promise<{ rows: TaskRow[]; total: number }> {
    const where = taskListWhere(p, q);
    const select = taskRowQuery(this.db).where(where);
    const countQuery = this.db.select({ n: count() }).from(task).where(where);
    const order = orderBy(q, sortable, { column: task.createdAt, direction: 'desc' }, task.id);
    const page = await paginate(select, countQuery, q, order);
    return { rows: page.rows.map(toRow), total: page.total };
  }

  async detail(p: Principal, id: number, db: Db | Tx = this.db): Promise<TaskDetail> {
    const creator = alias(sysUser, 'creator');
    const found = await db
      .select({
        ...taskRowColumns,
        description: task.description,
        attachments: task.attachments,
        rejectReason: task.rejectReason,
        submittedAt: task.submittedAt,
        reviewedAt: task.reviewedAt,
        completedAt: task.completedAt,
        createdByName: creator.name,
      })
      .from(task)
      .innerJoin(enterprise, eq(enterprise.id, task.enterpriseId))
      .leftJoin(creator, eq(creator.id, task.createdBy))
      .where(and(eq(task.id, id), dataScope(p, SCOPED.task)))
      .limit(1);
    const r = found[0];
    if (!r) throw notFound();
    const [reviews, orderCounts] = await Promise.all([
      db
        .select({
          id: taskEvent.id,
          action: taskEvent.action,
          reason: taskEvent.reason,
          actorName: sysUser.name,
          createdAt: taskEvent.createdAt,
        })
        .from(taskEvent)
        .leftJoin(sysUser, eq(sysUser.id, taskEvent.actorId))
        .where(and(eq(taskEvent.taskId, id), inArray(taskEvent.action, reviewActions)))
        .orderBy(asc(taskEvent.createdAt), asc(taskEvent.id)),
      db
        .select({ status: taskOrder.status, count: count() })
        .from(taskOrder)
        .where(eq(taskOrder.taskId, id))
        .groupBy(taskOrder.status),
    ]);
    const done = orderStatusesDoneForCompletion as readonly string[];
    return {
      ...toRow(r),
      description: r.description,
      attachments: r.attachments,
      rejectReason: r.rejectReason,
      submittedAt: iso(r.submittedAt),
      reviewedAt: iso(r.reviewedAt),
      completedAt: iso(r.completedAt),
      createdByName: r.createdByName,
      reviews: reviews.map(({ action, ...v }) => ({
        ...v,
        state: reviewStateOf[action as keyof typeof reviewStateOf],
        createdAt: v.createdAt.toISOString(),
      })),
      orderCounts: orderCounts
        .map((c) => ({ status: c.status, count: Number(c.count) }))
        .sort((a, b) => Number(a.status) - Number(b.status)),
      openOrderCount: orderCounts.filter((c) => !done.includes(c.status)).reduce((n, c) => n + Number(c.count), 0),
    };
  }

  /** A draft of the caller's own enterprise, with its first history row; only enterprise users write tasks. */
  async create(p: Caller, body: TaskBody): Promise<TaskDetail> {
    const enterpriseId = p.enterpriseId;
    if (actorOf(p) !== 'enterprise' || enterpriseId === null) throw forbidden();
    checkBody(body);
    const id = await this.db.transaction(async (tx) => {
      await this.standing.assertEnterpriseMayPublish(tx, enterpriseId);
      for (let attempt = 0; attempt < 5; attempt++) {
        const now = new Date();
        const inserted = await tx
          .insert(task)
          .values({ ...bodyColumns(body), taskNo: newTaskNo(now), enterpriseId, createdBy: p.userId, createdAt: now })
          .onConflictDoNothing({ target: task.taskNo })
          .returning({ id: task.id, status: task.status });
        const row = inserted[0];
        if (row) {
          await recordEvent(tx, p, { taskId: row.id, action: 'create', from: null, to: row.status, at: now });
          return row.id;
        }
      }
      throw new Error('no free task number after 5 attempts');
    });
    return this.detail(p, id);
  }

  async update(p: Caller, id: number, body: TaskBody): Promise<TaskDetail> {
    checkBody(body);
    await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, p, id);
      const to = assertTransition(taskWorkflow, 'edit', row.status as TaskStatus, { principal: p });
      const now = new Date();
      const columns = bodyColumns(body);
      await tx
        .update(task)
        .set({ ...columns, status: to, updatedAt: now })
        .where(eq(task.id, id));
      const changes = fieldChanges(row, columns);
      await recordEvent(tx, p, { taskId: id, action: 'edit', from: row.status, to, at: now, changes });
    });
    return this.detail(p, id);
  }

  async remove(p: Caller, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, p, id);
      assertTransition(taskWorkflow, 'delete', row.status as TaskStatus, { principal: p });
      // Its history goes with it (task_event cascades); the timeline keeps who deleted it, from where.
      await tx.delete(task).where(eq(task.id, id));
      await writeRecordEvent(tx, {
        entity: 'task',
        recordId: id,
        action: 'delete',
        from: row.status,
        actor: userActor(p),
      });
    });
  }

  /**
   * Fires a workflow transition in one transaction: the row locked, the actor, permission and state checked
   * (403 / 409), completion refused while orders are open (409), the history row written. Once it is committed,
   * the step's notice goes out (./notices.ts), whoever called; a notice that fails is logged, never the change.
   */
  async transition(p: Caller, id: number, action: TaskTransition, reason?: string): Promise<TaskDetail> {
    const why = reason?.trim() ?? '';
    if (action === 'reject' && !why) throw new AppError(400, 'taskRejectReasonRequired', {}, { field: 'reason' });
    await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, p, id);
      const to = assertTransition(taskWorkflow, action, row.status as TaskStatus, { principal: p });
      if (PUBLISHING.includes(action)) await this.standing.assertEnterpriseMayPublish(tx, row.enterpriseId);
      if (action === 'complete') {
        const [open] = await tx
          .select({ n: count() })
          .from(taskOrder)
          .where(
            and(
              eq(taskOrder.taskId, id),
              notInArray(taskOrder.status, [...orderStatusesDoneForCompletion] as string[]),
            ),
          );
        const n = Number(open?.n ?? 0);
        if (n > 0) throw conflict('taskHasOpenOrders', { n });
      }
      const now = new Date();
      const changes: Partial<typeof task.$inferInsert> = { status: to, updatedAt: now };
      if (action === 'submit') changes.submittedAt = now;
      if (action === 'approve') Object.assign(changes, { reviewedAt: now, reviewedBy: p.userId, rejectReason: null });
      if (action === 'reject') Object.assign(changes, { reviewedAt: now, reviewedBy: p.userId, rejectReason: why });
      if (action === 'complete') changes.completedAt = now;
      await tx.update(task).set(changes).where(eq(task.id, id));
      await recordEvent(tx, p, {
        taskId: id,
        action,
        from: row.status,
        to,
        reason: action === 'reject' ? why : null,
        at: now,
        // the review's outcome; the step's own times are the entry's
        changes: fieldChanges(row, 'rejectReason' in changes ? { rejectReason: changes.rejectReason } : {}),
      });
    });
    const detail = await this.detail(p, id);
    const notice = taskNotice(action, detail);
    if (notice) await this.notices.announce(...notice);
    return detail;
  }

  /** The task's whole story (record_event) with the calls dialled about it and its notices; scoped as the detail. */
  async timeline(p: Principal, id: number): Promise<Timeline> {
    const [found] = await this.db
      .select({ id: task.id, taskNo: task.taskNo })
      .from(task)
      .where(and(eq(task.id, id), dataScope(p, SCOPED.task)));
    if (!found) throw notFound();
    return readTimeline(this.db, 'task', id, {
      calls: { businessType: 'task', businessIds: [found.taskNo, String(id)] },
      notices: { param: 'taskNo', value: found.taskNo },
    });
  }

  /** A task's history, oldest first, a page at a time; another enterprise's task does not exist (404). */
  async history(p: Principal, id: number, q: TaskHistoryQuery): Promise<{ rows: TaskHistoryEntry[]; total: number }> {
    const [found] = await this.db
      .select({ id: task.id })
      .from(task)
      .where(and(eq(task.id, id), dataScope(p, SCOPED.task)));
    if (!found) throw notFound();
    const select = this.db
      .select({
        id: taskEvent.id,
        action: taskEvent.action,
        fromStatus: taskEvent.fromStatus,
        toStatus: taskEvent.toStatus,
        actorType: taskEvent.actorType,
        actorName: sysUser.name,
        reason: taskEvent.reason,
        createdAt: taskEvent.createdAt,
      })
      .from(taskEvent)
      .leftJoin(sysUser, eq(sysUser.id, taskEvent.actorId))
      .where(eq(taskEvent.taskId, id))
      .$dynamic();
    const countQuery = this.db.select({ n: count() }).from(taskEvent).where(eq(taskEvent.taskId, id));
    const page = await paginate(select, countQuery, q, [asc(taskEvent.createdAt), asc(taskEvent.id)]);
    return {
      rows: page.rows.map((r) => ({
        ...r,
        action: r.action as TaskHistoryAction,
        fromStatus: r.fromStatus as TaskStatus | null,
        toStatus: r.toStatus as TaskStatus,
        actorType: r.actorType as TaskHistoryEntry['actorType'],
        createdAt: r.createdAt.toISOString(),
      })),
      total: page.total,
    };
  }

  /** The task row, locked for the transaction; another enterprise's task does not exist (404). */
  private async lock(tx: Tx, p: Principal, id: number) {
    const rows = await tx
      .select()
      .from(task)
      .where(and(eq(task.id, id), dataScope(p, SCOPED.task)))
      .for('update');
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }

  /** Enterprises by name for the staff's filters (enterprise users are refused: they only have their own). */
  /**
   * Enterprise names for the staff filters of every client list (tasks, orders, invoices, invoice records,
   * feedback) and the recharge dialog: any one of those lists' permissions is enough.
   */
  async enterpriseOptions(p: Principal, keyword?: string): Promise<EnterpriseOption[]> {
    if (p.userType === USER_TYPE.enterprise) throw forbidden('taskStaffOnly');
    if (!ENTERPRISE_FILTER_PERMISSIONS.some((code) => hasPermission(p, code))) throw forbidden();
    return this.db
      .select({ id: enterprise.id, name: enterprise.name })
      .from(enterprise)
      .where(and(dataScope(p, SCOPED.enterprise), keywordIn(keyword, enterprise.name)))
      .orderBy(asc(enterprise.name), asc(enterprise.id))
      .limit(ENTERPRISE_OPTIONS_MAX);
  }

  /**
   * Recruiting tasks for a freelancer, newest first, the company name masked: none of a frozen enterprise, and
   * whitelist-only ones only for a whitelisted freelancer.
   */
  async recruiting(
    freelancerId: number,
    q: FreelancerTaskQuery,
  ): Promise<{ rows: FreelancerTaskRow[]; total: number }> {
    const where = and(
      eq(task.status, TASK_STATUS.recruiting),
      this.standing.tasksVisibleTo(freelancerId, task),
      q.industry ? eq(task.industry, q.industry) : undefined,
      q.workMode ? eq(task.workMode, q.workMode) : undefined,
      keywordIn(q.keyword, task.title),
    );
    const select = this.db
      .select({
        id: task.id,
        taskNo: task.taskNo,
        title: task.title,
        enterpriseName: enterprise.name,
        industry: task.industry,
        workMode: task.workMode,
        pricingUnit: task.pricingUnit,
        price: task.price,
        headcount: task.headcount,
        place: task.place,
        startDate: task.startDate,
        endDate: task.endDate,
        description: task.description,
        whitelistOnly: task.whitelistOnly,
        createdAt: task.createdAt,
      })
      .from(task)
      .innerJoin(enterprise, eq(enterprise.id, task.enterpriseId))
      .where(where)
      .$dynamic();
    const countQuery = this.db
      .select({ n: count() })
      .from(task)
      .innerJoin(enterprise, eq(enterprise.id, task.enterpriseId))
      .where(where);
    const page = await paginate(select, countQuery, q, [desc(task.createdAt), desc(task.id)]);
    return {
      rows: page.rows.map((r) => ({
        ...r,
        enterpriseName: maskCompanyName(r.enterpriseName),
        createdAt: r.createdAt.toISOString(),
      })),
      total: page.total,
    };
  }
}
