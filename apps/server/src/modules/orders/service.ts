import { randomInt } from 'node:crypto';
import { ACCOUNT_STATUS, TASK_STATUS, USER_TYPE } from '@console/domain/enums';
import { maskBankCard, maskIdCard, maskName, maskPhone } from '@console/domain/masking';
import { LIST_COUNT_CAP } from '@console/domain/schemas/list';
import type {
  FreelancerOrderListQuery,
  OrderApplyBody,
  OrderDeliverBody,
  OrderDetail,
  OrderInviteBody,
  OrderListQuery,
  OrderReviewBody,
  OrderRow,
} from '@console/domain/schemas/order';
import { secondStamp } from '@console/domain/stamps';
import { idCardInfo } from '@console/domain/validators';
import {
  actionFitsMode,
  type OrderAction,
  type OrderState,
  type OrderVerb,
  orderAction,
  orderEngagedStatuses,
  orderFinalStatuses,
  orderWorkflow,
} from '@console/domain/workflows/order';
import { and, desc, eq, inArray, like, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { dataScope, SCOPED, scopedRead } from '../../db/data-scope.js';
import { cappedCount, escapeLike, keywordIn, orderBy, tablesOf, timeRange } from '../../db/list-query.js';
import { column, openValue } from '../../db/protected-columns.js';
import { type EventActor, fieldChanges, systemActor, userActor, writeRecordEvent } from '../../db/record-events.js';
import { enterprise, freelancer, orderEvent, task, taskOrder } from '../../db/schema/index.js';
import { readTimeline } from '../../db/timeline.js';
import type { CachedRead } from '../../http/cached-answer.js';
import type { Page } from '../../http/envelope.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { Caller, Principal } from '../../http/principal.js';
import { actorOf, assertTransition } from '../../http/workflow-guard.js';
import type { KeyRing } from '../../lib/key-ring.js';
import type { StandingService } from '../lists/standing.js';
import type { NoticeService } from '../notices/service.js';
import type { LedgerService } from './ledger-service.js';
import { type OrderNoticeKind, orderNotice } from './notices.js';

/** Who acts on an order: a console user (enterprise or staff) or a freelancer, with the request's address. */
export type OrderActor = { principal: Caller } | { freelancerId: number; ip?: string | null };

type OrderRecord = typeof taskOrder.$inferSelect;
/** Columns an action sets: values or SQL expressions (the amount is computed by the database). */
type Patch = { [K in keyof typeof taskOrder.$inferInsert]?: (typeof taskOrder.$inferInsert)[K] | SQL };

/** The columns a list row needs, nothing more. */
const rowColumns = {
  id: taskOrder.id,
  orderNo: taskOrder.orderNo,
  taskId: taskOrder.taskId,
  enterpriseId: taskOrder.enterpriseId,
  freelancerId: taskOrder.freelancerId,
  mode: taskOrder.mode,
  status: taskOrder.status,
  quantity: taskOrder.quantity,
  amount: taskOrder.amount,
  createdAt: taskOrder.createdAt,
  updatedAt: taskOrder.updatedAt,
};

/**
 * The order list's row query and its presenter, shared by the list and its export: a column added to the list
 * reaches the sheet's rows too. The query joins the task, enterprise and freelancer; callers add WHERE, ORDER BY
 * and LIMIT.
 */
export function orderRowQuery(db: Db) {
  return db
    .select({
      ...rowColumns,
      taskTitle: task.title,
      enterpriseName: enterprise.name,
      freelancerName: freelancer.name,
      freelancerPhone: freelancer.phone,
      freelancerIdCard: freelancer.idCard,
      freelancerBankCard: freelancer.bankCard,
    })
    .from(taskOrder)
    .innerJoin(task, eq(task.id, taskOrder.taskId))
    .innerJoin(enterprise, eq(enterprise.id, taskOrder.enterpriseId))
    .innerJoin(freelancer, eq(freelancer.id, taskOrder.freelancerId))
    .$dynamic();
}

/** What an order-list answer is read from: the orders and the three parents each row names. */
const ORDER_LIST_TABLES = tablesOf(taskOrder, task, enterprise, freelancer);

type OrderRowRecord = Awaited<ReturnType<typeof orderRowQuery>>[number];

/** A list row as the list answers it: the freelancer masked, gender and age read from the ID card. */
export function presentOrderRow(r: OrderRowRecord, keys: KeyRing): OrderRow {
  return {
    id: r.id,
    orderNo: r.orderNo,
    taskId: r.taskId,
    taskTitle: r.taskTitle,
    enterpriseId: r.enterpriseId,
    enterpriseName: r.enterpriseName,
    freelancerId: r.freelancerId,
    freelancerName: maskName(r.freelancerName),
    freelancerPhone: maskPhone(r.freelancerPhone),
    ...freelancerPerson(openValue(keys, column('freelancer', 'idCard'), r.freelancerIdCard)),
    mode: r.mode === 'I' ? 'I' : 'A',
    status: r.status,
    quantity: r.quantity,
    amount: r.amount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A freelancer's gender and age, read from the full ID card before it is masked (null when it does not parse). */
export function freelancerPerson(idCard: string | null | undefined) {
  const info = idCard ? idCardInfo(idCard) : null;
  return { freelancerGender: info?.gender ?? null, freelancerAge: info?.age ?? null };
}

/**
 * The WHERE of the order list (and of its export): enterprise scope first, then the filters. Keyword: an order
 * number prefix or part of the freelancer's name.
 */
export function orderListWhere(db: Db, p: Principal, q: OrderListQuery): SQL | undefined {
  const kw = q.keyword?.trim();
  return and(
    dataScope(p, SCOPED.order, q.enterpriseId),
    q.status
      ? q.status.length === 1
        ? eq(taskOrder.status, q.status[0] as string)
        : inArray(taskOrder.status, q.status)
      : undefined,
    q.mode ? eq(taskOrder.mode, q.mode) : undefined,
    q.taskId ? eq(taskOrder.taskId, q.taskId) : undefined,
    timeRange(q, taskOrder.createdAt),
    kw
      ? or(
          like(taskOrder.orderNo, `${escapeLike(kw.toUpperCase())}%`),
          inArray(
            taskOrder.freelancerId,
            db.select({ id: freelancer.id }).from(freelancer).where(keywordIn(kw, freelancer.name)),
          ),
        )
      : undefined,
  );
}

/** O + date and time + 6 random digits: sortable, unique enough with the unique index behind it. */
export function newOrderNo(now = new Date()): string {
  return `O${secondStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Orders: applications and invitations through the order workflow. Every action runs in one transaction: the
 * order row locked (FOR UPDATE) and checked against the workflow, the change, and its order_event row. Payment
 * adds the ledger movement to the same transaction. Once committed, an application, an invitation, a delivery and a
 * payment tell the other side (./notices.ts), whoever called; a notice that fails is logged, never the change.
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly standing: StandingService,
    private readonly notices: Pick<NoticeService, 'announce'>,
    private readonly keys: KeyRing,
  ) {}

  /** Raises the step's notice for the other side of the order; answers the order unchanged. */
  private async told(kind: OrderNoticeKind, o: OrderDetail): Promise<OrderDetail> {
    await this.notices.announce(...orderNotice(kind, o));
    return o;
  }

  // ---- lists -------------------------------------------------------------------------------------------

  /** Where the list's answer for this viewer and query is kept: until an order or a parent is written. */
  listRead(p: Principal, q: OrderListQuery): CachedRead {
    return scopedRead(p, 'orders', ORDER_LIST_TABLES, q);
  }

  /** A page of orders as the viewer may see them, read now. */
  async list(p: Principal, q: OrderListQuery): Promise<Page<OrderRow>> {
    const where = orderListWhere(this.db, p, q);
    const order = orderBy(
      q,
      { createdAt: taskOrder.createdAt, amount: taskOrder.amount, updatedAt: taskOrder.updatedAt },
      { column: taskOrder.createdAt, direction: 'desc' },
      taskOrder.id,
    );
    const [rows, counted] = await Promise.all([this.listRows(where, order, q), cappedCount(this.db, taskOrder, where)]);
    return counted > LIST_COUNT_CAP ? { rows, total: LIST_COUNT_CAP, capped: true } : { rows, total: counted };
  }

  async listForFreelancer(freelancerId: number, q: FreelancerOrderListQuery): Promise<Page<OrderRow>> {
    const where = and(
      eq(taskOrder.freelancerId, freelancerId),
      q.status ? inArray(taskOrder.status, q.status) : undefined,
    );
    const [rows, totals] = await Promise.all([
      this.listRows(where, [desc(taskOrder.createdAt), desc(taskOrder.id)], q),
      this.db.select({ n: sql<number>`count(*)::int` }).from(taskOrder).where(where),
    ]);
    return { rows, total: Number(totals[0]?.n ?? 0) };
  }

  /**
   * One page of list rows with the task title, enterprise name and (masked) freelancer, in one query: the page's
   * 20 order ids come from the index first, then each joins its three parents by primary key.
   */
  private async listRows(
    where: SQL | undefined,
    order: SQL[],
    q: { pageNum: number; pageSize: number },
  ): Promise<OrderRow[]> {
    const rows = await orderRowQuery(this.db)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    return rows.map((r) => presentOrderRow(r, this.keys));
  }

  // ---- detail ------------------------------------------------------------------------------------------

  /** One order as its viewer may see it (another enterprise's or freelancer's order: 404). */
  async detail(who: OrderActor, id: number): Promise<OrderDetail> {
    const [row] = await this.db
      .select()
      .from(taskOrder)
      .where(and(eq(taskOrder.id, id), this.scopeOf(who)));
    if (!row) throw notFound();
    return this.present(this.db, row, 'principal' in who && who.principal.userType === USER_TYPE.enterprise);
  }

  /**
   * The order's whole story (record_event), with the calls dialled about it, its notices and the chat between its
   * enterprise and freelancer while it lived; scoped as the detail (404 outside it).
   */
  async timeline(p: Principal, id: number) {
    const [o] = await this.db
      .select()
      .from(taskOrder)
      .where(and(eq(taskOrder.id, id), dataScope(p, SCOPED.order)));
    if (!o) throw notFound();
    const ended = (orderFinalStatuses as readonly string[]).includes(o.status);
    return readTimeline(this.db, 'order', o.id, {
      calls: { businessType: 'order', businessIds: [o.orderNo, String(o.id)] },
      notices: { param: 'orderNo', value: o.orderNo },
      chat: {
        enterpriseId: o.enterpriseId,
        freelancerId: o.freelancerId,
        from: o.createdAt,
        to: ended ? (o.closedAt ?? o.updatedAt) : null,
      },
    });
  }

  private async present(db: Db | Tx, o: OrderRecord, forEnterprise: boolean): Promise<OrderDetail> {
    const [[t], [e], [f], events, ledger] = await Promise.all([
      db
        .select({ taskNo: task.taskNo, title: task.title, pricingUnit: task.pricingUnit, price: task.price })
        .from(task)
        .where(eq(task.id, o.taskId)),
      db.select({ name: enterprise.name }).from(enterprise).where(eq(enterprise.id, o.enterpriseId)),
      db.select().from(freelancer).where(eq(freelancer.id, o.freelancerId)),
      db.select().from(orderEvent).where(eq(orderEvent.orderId, o.id)).orderBy(orderEvent.createdAt, orderEvent.id),
      this.ledger.ofOrder(db, o.id, forEnterprise),
    ]);
    const idCard = openValue(this.keys, column('freelancer', 'idCard'), f?.idCard);
    return {
      id: o.id,
      orderNo: o.orderNo,
      taskId: o.taskId,
      taskNo: t?.taskNo ?? '',
      taskTitle: t?.title ?? '',
      pricingUnit: t?.pricingUnit ?? '',
      price: t?.price ?? '0.00',
      enterpriseId: o.enterpriseId,
      enterpriseName: e?.name ?? '',
      freelancerId: o.freelancerId,
      freelancerName: maskName(f?.name),
      freelancerPhone: maskPhone(f?.phone),
      ...freelancerPerson(idCard),
      freelancerIdCard: maskIdCard(idCard),
      freelancerBankCard: maskBankCard(openValue(this.keys, column('freelancer', 'bankCard'), f?.bankCard)),
      mode: o.mode === 'I' ? 'I' : 'A',
      status: o.status,
      quantity: o.quantity,
      amount: o.amount,
      refuseReason: o.refuseReason,
      deliveryNote: o.deliveryNote,
      deliveryFiles: o.deliveryFiles,
      deliveredAt: iso(o.deliveredAt),
      acceptedAt: iso(o.acceptedAt),
      paidAt: iso(o.paidAt),
      rating: o.rating,
      reviewText: o.reviewText,
      reviewedAt: iso(o.reviewedAt),
      closedAt: iso(o.closedAt),
      invoiceId: o.invoiceId,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      events: events.map((ev) => ({
        id: ev.id,
        action: ev.action,
        fromStatus: ev.fromStatus,
        toStatus: ev.toStatus,
        actorType: ev.actorType,
        note: ev.note,
        createdAt: ev.createdAt.toISOString(),
      })),
      ledger,
    };
  }

  /** Enterprise users see their enterprise's orders, freelancers their own, staff all. */
  private scopeOf(who: OrderActor): SQL | undefined {
    if ('freelancerId' in who) return eq(taskOrder.freelancerId, who.freelancerId);
    return dataScope(who.principal, SCOPED.order);
  }

  // ---- creation ----------------------------------------------------------------------------------------

  /** A freelancer applies for a recruiting task (mode A, status 0). */
  async apply(freelancerId: number, body: OrderApplyBody, ip: string | null = null): Promise<OrderDetail> {
    assertTransition(orderWorkflow, 'apply', 'none', { freelancer: true });
    const id = await this.db.transaction(async (tx) => {
      const t = await this.lockRecruitingTask(tx, eq(task.id, body.taskId));
      await this.standing.assertFreelancerMayTake(tx, freelancerId, t);
      const by = await this.eventActorOf(tx, { freelancerId, ip });
      return this.create(tx, t, freelancerId, 'A', body.quantity, by);
    });
    return this.told('orderApplied', await this.detail({ freelancerId }, id));
  }

  /** The enterprise invites a freelancer, found by phone, to one of its recruiting tasks (mode I, status 0). */
  async invite(p: Caller, body: OrderInviteBody): Promise<OrderDetail> {
    const id = await this.db.transaction((tx) => this.inviteIn(tx, p, body));
    return this.told('orderInvited', await this.detail({ principal: p }, id));
  }

  /**
   * The invitation's rules and its insert on the caller's transaction: the single invite runs it alone, a sheet
   * import once per row inside the import's one transaction. The task is named by id (the form) or by its number
   * (the sheet); either way it must be within the caller's data scope. Answers the new order's id; its notice is
   * the caller's to raise once the transaction is committed (invited()).
   */
  async inviteIn(
    tx: Tx,
    p: Caller,
    body: Omit<OrderInviteBody, 'taskId'> & ({ taskId: number } | { taskNo: string }),
  ): Promise<number> {
    assertTransition(orderWorkflow, 'invite', 'none', { principal: p });
    const named = 'taskNo' in body ? eq(task.taskNo, body.taskNo) : eq(task.id, body.taskId);
    const t = await this.lockRecruitingTask(tx, and(named, dataScope(p, SCOPED.task)) as SQL);
    await this.standing.assertEnterpriseMayPublish(tx, t.enterpriseId);
    const [f] = await tx
      .select({ id: freelancer.id, status: freelancer.status })
      .from(freelancer)
      .where(eq(freelancer.phone, body.phone));
    if (f?.status !== ACCOUNT_STATUS.valid) throw conflict('orderFreelancerUnknown');
    await this.standing.assertFreelancerMayTake(tx, f.id, t);
    return this.create(tx, t, f.id, 'I', body.quantity, userActor(p));
  }

  /**
   * The single invitation's notice for each order inviteIn created, once its transaction is committed. A notice
   * that fails is logged by the notice service; an order that cannot be read is the caller's to log.
   */
  async invited(p: Principal, ids: readonly number[]): Promise<void> {
    for (const id of ids) await this.told('orderInvited', await this.detail({ principal: p }, id));
  }

  /** The task row, locked so that applications and acceptances for one task happen one at a time. */
  private async lockRecruitingTask(tx: Tx, where: SQL) {
    const [t] = await tx
      .select({
        id: task.id,
        enterpriseId: task.enterpriseId,
        status: task.status,
        price: task.price,
        headcount: task.headcount,
        whitelistOnly: task.whitelistOnly,
      })
      .from(task)
      .where(where)
      .for('update');
    if (!t) throw notFound();
    if (t.status !== TASK_STATUS.recruiting) throw conflict('orderTaskNotRecruiting');
    return t;
  }

  private async create(
    tx: Tx,
    t: { id: number; enterpriseId: number; price: string },
    freelancerId: number,
    mode: 'A' | 'I',
    quantity: string | undefined,
    actor: EventActor,
  ): Promise<number> {
    const [live] = await tx
      .select({ id: taskOrder.id })
      .from(taskOrder)
      .where(
        and(
          eq(taskOrder.taskId, t.id),
          eq(taskOrder.freelancerId, freelancerId),
          notInArray(taskOrder.status, [...orderFinalStatuses]),
        ),
      )
      .limit(1);
    if (live) throw conflict('orderDuplicate');
    const qty = quantity ?? '1';
    const [created] = await tx
      .insert(taskOrder)
      .values({
        orderNo: newOrderNo(),
        taskId: t.id,
        enterpriseId: t.enterpriseId,
        freelancerId,
        mode,
        status: '0',
        quantity: qty,
        amount: sql`round(${qty}::numeric * ${t.price}::numeric, 2)`,
      })
      .returning({ id: taskOrder.id });
    const id = created?.id as number;
    const action = mode === 'A' ? 'apply' : 'invite';
    await tx.insert(orderEvent).values({
      orderId: id,
      action,
      fromStatus: null,
      toStatus: '0',
      actorType: actor.type,
      actorId: actor.id,
    });
    await writeRecordEvent(tx, { entity: 'order', recordId: id, action, to: '0', actor });
    return id;
  }

  // ---- actions -----------------------------------------------------------------------------------------

  /** accept, refuse, withdraw, close: the action depends on the order's mode (or on who closes). */
  async act(
    who: OrderActor,
    id: number,
    verb: OrderVerb,
    input: { reason?: string; quantity?: string } = {},
  ): Promise<OrderDetail> {
    return this.run(
      who,
      id,
      (o, actor) => orderAction(verb, o.mode, actor),
      async (tx, o, action) => {
        if (action === 'acceptApplication' || action === 'acceptInvitation') {
          return this.acceptPatch(tx, o, action === 'acceptApplication' ? input.quantity : undefined);
        }
        if (action === 'refuseApplication' || action === 'refuseInvitation') {
          return { patch: { refuseReason: input.reason ?? null }, note: input.reason };
        }
        if (action === 'close' || action === 'forceClose') {
          return { patch: action === 'forceClose' ? { closedAt: new Date() } : {}, note: input.reason };
        }
        return { patch: {} };
      },
    );
  }

  /** Accepting fixes the amount (quantity × the task's price) and takes a place of the task's headcount. */
  private async acceptPatch(tx: Tx, o: OrderRecord, quantity: string | undefined): Promise<{ patch: Patch }> {
    const t = await this.lockRecruitingTask(tx, eq(task.id, o.taskId));
    // Taking the task: the same rules as applying or being invited (lists, a frozen enterprise).
    await this.standing.assertFreelancerMayTake(tx, o.freelancerId, t);
    const [engaged] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(taskOrder)
      .where(and(eq(taskOrder.taskId, t.id), inArray(taskOrder.status, [...orderEngagedStatuses])));
    if (Number(engaged?.n ?? 0) >= t.headcount) throw conflict('orderHeadcountFull', { n: t.headcount });
    const qty = quantity ?? o.quantity;
    return {
      patch: {
        quantity: qty,
        amount: sql`round(${qty}::numeric * ${t.price}::numeric, 2)`,
        acceptedAt: new Date(),
      },
    };
  }

  async deliver(
    freelancerId: number,
    id: number,
    body: OrderDeliverBody,
    ip: string | null = null,
  ): Promise<OrderDetail> {
    const delivered = await this.run(
      { freelancerId, ip },
      id,
      () => 'deliver',
      async (tx, o) => {
        // A frozen enterprise's orders take no deliveries until it is unfrozen.
        await this.standing.assertEnterpriseOpen(tx, o.enterpriseId);
        return { patch: { deliveryNote: body.note, deliveryFiles: body.files, deliveredAt: new Date() } };
      },
    );
    return this.told('orderDelivered', delivered);
  }

  async confirmClose(freelancerId: number, id: number, ip: string | null = null): Promise<OrderDetail> {
    return this.run(
      { freelancerId, ip },
      id,
      () => 'confirmClose',
      async () => ({ patch: { closedAt: new Date() } }),
    );
  }

  async check(p: Caller, id: number): Promise<OrderDetail> {
    return this.run(
      { principal: p },
      id,
      () => 'check',
      async () => ({ patch: {} }),
    );
  }

  async rejectDelivery(p: Caller, id: number, reason: string): Promise<OrderDetail> {
    return this.run(
      { principal: p },
      id,
      () => 'rejectDelivery',
      async () => ({ patch: {}, note: reason }),
    );
  }

  async review(p: Caller, id: number, body: OrderReviewBody): Promise<OrderDetail> {
    return this.run(
      { principal: p },
      id,
      () => 'review',
      async () => ({
        patch: { rating: body.rating, reviewText: body.text || null, reviewedAt: new Date() },
        note: `${body.rating}/5`,
      }),
    );
  }

  /**
   * 5 → 2 (paying) → 6 (to review) in one transaction: the enterprise's balance is checked under its row lock,
   * the money moves with its two ledger rows, and both steps leave an order_event row. Two simultaneous pays of
   * one order: the second waits on the order's row lock, then finds it no longer to pay (409).
   */
  async pay(p: Caller, id: number): Promise<OrderDetail> {
    const paid = await this.run(
      { principal: p },
      id,
      () => 'pay',
      async (tx, o) => ({
        patch: {},
        after: async () => {
          await this.ledger.pay(tx, o, p.userId);
          await this.step(
            tx,
            { ...o, status: '2' },
            'settle',
            { system: true },
            { paidAt: new Date() },
            systemActor('settle', p.ip ?? null),
          );
        },
      }),
    );
    return this.told('orderPaid', paid);
  }

  /**
   * One action: the order locked and scoped to the caller (404 otherwise), the workflow asked (403 / 409),
   * the change and its event row written, all in one transaction; answers the order afterwards.
   */
  private async run(
    who: OrderActor,
    id: number,
    pick: (o: OrderRecord, actor: 'enterprise' | 'staff' | 'freelancer') => OrderAction,
    change: (
      tx: Tx,
      o: OrderRecord,
      action: OrderAction,
    ) => Promise<{ patch: Patch; note?: string; after?: () => Promise<void> }>,
  ): Promise<OrderDetail> {
    const guard = 'freelancerId' in who ? { freelancer: true as const } : { principal: who.principal };
    await this.db.transaction(async (tx) => {
      const [o] = await tx
        .select()
        .from(taskOrder)
        .where(and(eq(taskOrder.id, id), this.scopeOf(who)))
        .for('update');
      if (!o) throw notFound();
      const action = pick(o, 'freelancerId' in who ? 'freelancer' : (actorOf(who.principal) as 'enterprise' | 'staff'));
      if (!actionFitsMode(action, o.mode)) throw forbidden();
      // Check before changing anything (the change may lock other rows).
      assertTransition(orderWorkflow, action, o.status as OrderState, guard);
      const { patch, note, after } = await change(tx, o, action);
      await this.step(tx, o, action, guard, patch, await this.eventActorOf(tx, who), note);
      await after?.();
    });
    return this.detail(who, id);
  }

  /** Who acts, as the timeline records them: a freelancer by their masked name, read in the transaction. */
  private async eventActorOf(tx: Tx, who: OrderActor): Promise<EventActor> {
    if ('principal' in who) return userActor(who.principal);
    const [f] = await tx.select({ name: freelancer.name }).from(freelancer).where(eq(freelancer.id, who.freelancerId));
    return { type: 'freelancer', id: who.freelancerId, name: maskName(f?.name), ip: who.ip ?? null };
  }

  /**
   * Moves one order one step: the workflow's target status, the patch, the event row (the detail's), and the
   * timeline entry with the fields the patch changed (read back, as some are computed by the database).
   */
  private async step(
    tx: Tx,
    o: OrderRecord,
    action: OrderAction,
    guard: Parameters<typeof assertTransition>[3],
    patch: Patch,
    actor: EventActor,
    note?: string,
  ): Promise<void> {
    const to = assertTransition(orderWorkflow, action, o.status as OrderState, guard);
    const [after] = await tx
      .update(taskOrder)
      .set({ ...patch, status: to, updatedAt: new Date() })
      .where(eq(taskOrder.id, o.id))
      .returning();
    await tx.insert(orderEvent).values({
      orderId: o.id,
      action,
      fromStatus: o.status,
      toStatus: to,
      actorType: actor.type,
      actorId: actor.id,
      note: note?.slice(0, 500) ?? null,
    });
    const edited = Object.fromEntries(Object.keys(patch).map((k) => [k, after?.[k as keyof OrderRecord]]));
    await writeRecordEvent(tx, {
      entity: 'order',
      recordId: o.id,
      action,
      from: o.status,
      to,
      changes: fieldChanges(o, edited),
      actor,
      note,
    });
  }
}
