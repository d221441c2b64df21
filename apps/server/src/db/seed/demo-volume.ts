import { fromCents } from '@console/domain/money';
import { dayStamp, isoDay } from '@console/domain/stamps';
import { creditCodeCheckChar, idCardCheckChar } from '@console/domain/validators';
import { INVOICEABLE_ORDER_STATUSES, RECORD_STATUS } from '@console/domain/workflows/invoice';
import {
  type OrderAction,
  type OrderState,
  type OrderVerb,
  orderAction,
  orderWorkflow,
} from '@console/domain/workflows/order';
import { eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { KeyRing } from '../../lib/key-ring.js';
import type { Tx } from '../client.js';
import { column, sealValue } from '../protected-columns.js';
import {
  article,
  enterprise,
  feedback,
  freelancer,
  invoice,
  invoiceOrder,
  invoiceRecord,
  ledgerEntry,
  orderEvent,
  sysRole,
  sysUser,
  sysUserRole,
  task,
  taskEvent,
  taskOrder,
  taxPark,
} from '../schema/index.js';
import { sealedAs, sealFreelancer } from '../sealed-as.js';
import {
  articles,
  banks,
  companies,
  expressCompanies,
  feedbackItems,
  givenChars,
  idRegions,
  isAgreement,
  refuseReasons,
  reviewTexts,
  surnames,
  type TaskTemplate,
  taskRejectReasons,
  taskTemplates,
  taxParks,
} from './demo-content.js';

/**
 * The realistic volume of the embedded demo, added once after the base seed (SEED_VOLUME): nine enterprises
 * with their tasks in every status, a few thousand orders whose amounts, events, ledger rows and balances agree,
 * invoice applications and records in every status, articles in every category and answered feedback.
 * Deterministic (a seeded generator), inserted in batches inside the seed's transaction.
 */
export interface VolumeSize {
  freelancers: number;
  /** tasks of the demo enterprise; the others get about half */
  demoTasks: number;
  otherTasks: number;
  /** average orders per task that takes orders */
  ordersPerTask: number;
}

export const DEFAULT_VOLUME: VolumeSize = { freelancers: 200, demoTasks: 80, otherTasks: 36, ordersPerTask: 11 };

const DAY = 86_400_000;
const CHUNK = 500;

/** mulberry32: small, fast and the same sequence on every machine. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    /** a key by weight: { '2': 40, '4': 20 } */
    weighted: <K extends string>(weights: Record<K, number>): K => {
      const entries = Object.entries(weights) as [K, number][];
      let r = next() * entries.reduce((n, [, w]) => n + w, 0);
      for (const [k, w] of entries) {
        r -= w;
        if (r <= 0) return k;
      }
      return (entries[entries.length - 1] as [K, number])[0];
    },
  };
}
type Rng = ReturnType<typeof rng>;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const ymd = dayStamp;
const yuan = fromCents;

/** Inserts in chunks; answers the generated ids in insert order. */
async function insertAll(tx: Tx, table: PgTable & { id: unknown }, rows: object[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    // One generic helper for every table: each caller builds rows of that table's insert type.
    const out = (await tx
      .insert(table)
      .values(part as never)
      .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
    for (const r of out) ids.push(r.id);
  }
  return ids;
}

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
function creditCode(r: Rng, region: string): string {
  let org = '';
  for (let i = 0; i < 9; i++) org += r.pick([...CODE_CHARS]);
  const first17 = `91${region}${org}`;
  return first17 + creditCodeCheckChar(first17);
}

function idCard(r: Rng): string {
  const birth = new Date(r.int(1972, 2003), r.int(0, 11), r.int(1, 28));
  const first17 = `${r.pick(idRegions)}${ymd(birth)}${pad(r.int(0, 999), 3)}`;
  return first17 + idCardCheckChar(first17);
}

function personName(r: Rng): string {
  const given = r.next() < 0.55 ? r.pick(givenChars) + r.pick(givenChars) : r.pick(givenChars);
  return r.pick(surnames) + given;
}

/** Price in cents within a template's range (pieces can cost less than a yuan). */
function priceCents(r: Rng, t: TaskTemplate): number {
  const [lo, hi] = t.price;
  const cents = r.int(Math.round(lo * 100), Math.round(hi * 100));
  return hi >= 100 ? Math.round(cents / 1000) * 1000 : hi >= 10 ? Math.round(cents / 100) * 100 : cents;
}

/** The steps that lead to each order status; `start` is apply or invite by the order's mode. */
const ORDER_ROUTES: Record<string, ('start' | OrderVerb | OrderAction)[]> = {
  '0': ['start'],
  '1': ['start', 'refuse'],
  '7': ['start', 'withdraw'],
  '3': ['start', 'accept'],
  '4': ['start', 'accept', 'deliver'],
  '5': ['start', 'accept', 'deliver', 'check'],
  '6': ['start', 'accept', 'deliver', 'check', 'pay', 'settle'],
  '11': ['start', 'accept', 'deliver', 'check', 'pay', 'settle', 'review'],
  '10': ['start', 'accept', 'close'],
  '9': ['start', 'accept', 'close', 'confirmClose'],
};
const VERBS: readonly string[] = ['accept', 'refuse', 'withdraw', 'close'];

/**
 * The transitions that lead to an order status, walked through the order workflow itself (packages/domain): each
 * step's action, target and actor come from it, and a step the workflow would refuse stops the seed.
 */
function pathTo(status: string, mode: 'A' | 'I'): { action: string; to: string; actor: string }[] {
  let state: OrderState = 'none';
  return (ORDER_ROUTES[status] ?? ['start']).map((step) => {
    const action: OrderAction =
      step === 'start'
        ? mode === 'A'
          ? 'apply'
          : 'invite'
        : VERBS.includes(step)
          ? orderAction(step as OrderVerb, mode, 'enterprise')
          : (step as OrderAction);
    const t = orderWorkflow[action];
    if (!t.from.includes(state)) throw new Error(`demo seed: the order workflow refuses ${action} from ${state}`);
    state = t.to;
    return { action, to: t.to, actor: t.actors[0] as string };
  });
}

/** Order statuses by the task's status: a completed task has mostly reviewed orders, a recruiting one a mix. */
const orderMix: Record<string, Record<string, number>> = {
  '2': { '0': 14, '1': 5, '7': 3, '3': 16, '4': 10, '5': 8, '6': 14, '11': 24, '10': 2, '9': 4 },
  '3': { '1': 4, '7': 2, '3': 8, '4': 10, '5': 10, '6': 18, '11': 40, '10': 3, '9': 5 },
  '4': { '1': 5, '7': 3, '6': 12, '11': 72, '9': 8 },
};

export async function seedDemoVolume(
  tx: Tx,
  passwordHash: string,
  keys: KeyRing,
  size: VolumeSize = DEFAULT_VOLUME,
  now = new Date(),
): Promise<{ enterprises: number; tasks: number; orders: number; invoices: number }> {
  const r = rng(20250301);
  const admin = await tx.query.sysUser.findFirst({ where: eq(sysUser.username, 'admin') });
  const demoUser = await tx.query.sysUser.findFirst({ where: eq(sysUser.username, 'enterprise') });
  const agentUser = await tx.query.sysUser.findFirst({ where: eq(sysUser.username, 'agent') });
  const [entRole] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'enterprise'));
  if (!admin || !demoUser?.enterpriseId || !entRole) throw new Error('demo volume needs the base demo seed first');
  const staffId = admin.id;

  // Parks and enterprises (the demo enterprise keeps its own row).
  const parkIds = await insertAll(
    tx,
    taxPark,
    taxParks.map((parkName) => ({ parkName })),
  );
  const entIds = await insertAll(
    tx,
    enterprise,
    companies.map((c, i) => ({
      name: c.name,
      creditCode: creditCode(r, c.region),
      taxParkId: parkIds[i % parkIds.length],
      contactName: c.contactName,
      contactPhone: c.contactPhone,
      status: c.status,
      industry: c.industry,
      creditGrade: c.creditGrade,
      onboardingStatus: c.onboardingStatus,
      cooperation: c.cooperation,
      legalPerson: c.contactName,
      address: c.address,
      createdAt: new Date(now.getTime() - r.int(200, 400) * DAY),
    })),
  );
  const userIds = await insertAll(
    tx,
    sysUser,
    companies.map((c, i) => ({
      username: c.username,
      name: c.contactName,
      passwordHash,
      userType: '02',
      enterpriseId: entIds[i],
      phone: c.contactPhone,
      socketId: `B${10002 + i}`,
      status: c.status,
    })),
  );
  await tx.insert(sysUserRole).values(userIds.map((userId) => ({ userId, roleId: entRole.id })));

  // Enterprises with their industry: the demo enterprise (I) first.
  const ents = [
    { id: demoUser.enterpriseId, industry: 'I', userId: demoUser.id, tasks: size.demoTasks },
    ...companies.map((c, i) => ({
      id: entIds[i] as number,
      industry: c.industry,
      userId: userIds[i] as number,
      tasks: c.onboardingStatus === '1' ? size.otherTasks : 3,
    })),
  ];

  // Freelancers with valid ID cards and unique phones (the 139 0000 00xx demo numbers are never generated).
  const phones = new Set<string>();
  const workers = Array.from({ length: size.freelancers }, (_, i) => {
    let phone = '';
    do phone = `1${r.pick(['35', '36', '37', '38', '58', '59', '86', '87', '88'])}${pad(r.int(0, 99_999_999), 8)}`;
    while (phones.has(phone));
    phones.add(phone);
    return {
      ...sealFreelancer(keys, {
        name: personName(r),
        phone,
        idCard: idCard(r),
        bankCard: `622202${pad(r.int(0, 9_999_999), 7)}${pad(r.int(0, 999_999), 6)}`,
      }),
      bankName: r.pick(banks),
      socketId: `C${30001 + i}`,
      status: r.next() < 0.97 ? '1' : '0',
      createdAt: new Date(now.getTime() - r.int(190, 420) * DAY),
    };
  });
  const workerIds = await insertAll(tx, freelancer, workers);
  const activeWorkers = workerIds.filter((_, i) => workers[i]?.status === '1');

  // Tasks across every status; their reviews.
  interface TaskPlan {
    enterpriseId: number;
    status: string;
    template: TaskTemplate;
    price: number;
    createdAt: Date;
  }
  const taskPlans: TaskPlan[] = [];
  for (const e of ents) {
    const templates = taskTemplates[e.industry] ?? taskTemplates.I ?? [];
    for (let i = 0; i < e.tasks; i++) {
      const template = r.pick(templates);
      taskPlans.push({
        enterpriseId: e.id,
        status: r.weighted({ '0': 7, '1': 8, '2': 38, '3': 15, '4': 26, '5': 6 }),
        template,
        price: priceCents(r, template),
        createdAt: new Date(now.getTime() - r.int(2, 175) * DAY - r.int(0, DAY)),
      });
    }
  }
  taskPlans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const taskRows = taskPlans.map((t, i) => {
    const submitted = t.status === '0' ? null : new Date(t.createdAt.getTime() + r.int(1, 20) * 3_600_000);
    const reviewed = submitted && t.status !== '1' ? new Date(submitted.getTime() + r.int(1, 30) * 3_600_000) : null;
    const start = new Date(t.createdAt.getTime() + r.int(3, 10) * DAY);
    return {
      taskNo: `T${ymd(t.createdAt)}${pad(100_000 + i, 6)}`,
      enterpriseId: t.enterpriseId,
      title: t.template.title,
      industry: ents.find((e) => e.id === t.enterpriseId)?.industry ?? 'I',
      workMode: t.template.place ? '0' : '1',
      pricingUnit: t.template.unit,
      price: yuan(t.price),
      headcount: r.int(2, 30),
      place: t.template.place,
      startDate: isoDay(start),
      endDate: isoDay(new Date(start.getTime() + r.int(7, 90) * DAY)),
      description: t.template.description,
      status: t.status,
      rejectReason: t.status === '5' ? r.pick(taskRejectReasons) : null,
      submittedAt: submitted,
      reviewedAt: reviewed,
      reviewedBy: reviewed ? staffId : null,
      completedAt: t.status === '4' ? new Date(Math.min(now.getTime() - DAY, start.getTime() + 40 * DAY)) : null,
      createdBy: ents.find((e) => e.id === t.enterpriseId)?.userId ?? null,
      createdAt: t.createdAt,
      updatedAt: reviewed ?? submitted ?? t.createdAt,
    };
  });
  const taskIds = await insertAll(tx, task, taskRows);
  // Each task's history up to its status: created, submitted, reviewed, then closed or completed.
  await insertAll(
    tx,
    taskEvent,
    taskRows.flatMap((t, i) => {
      const taskId = taskIds[i] as number;
      const owner = { actorType: 'enterprise', actorId: t.createdBy };
      const staff = { actorType: 'staff', actorId: staffId };
      const events: (typeof taskEvent.$inferInsert)[] = [
        { taskId, action: 'create', fromStatus: null, toStatus: '0', ...owner, createdAt: t.createdAt },
      ];
      if (t.submittedAt) {
        events.push({ taskId, action: 'submit', fromStatus: '0', toStatus: '1', ...owner, createdAt: t.submittedAt });
      }
      const reviewed = t.reviewedAt;
      if (!reviewed) return events;
      const rejected = t.status === '5';
      events.push({
        taskId,
        action: rejected ? 'reject' : 'approve',
        fromStatus: '1',
        toStatus: rejected ? '5' : '2',
        reason: t.rejectReason,
        ...staff,
        createdAt: reviewed,
      });
      const after = (d: Date) => new Date(Math.max(d.getTime(), reviewed.getTime() + 60_000));
      if (t.status === '3') {
        const at = after(new Date(now.getTime() - 2 * DAY));
        events.push({ taskId, action: 'close', fromStatus: '2', toStatus: '3', ...owner, createdAt: at });
      }
      if (t.status === '4' && t.completedAt) {
        const at = after(t.completedAt);
        events.push({ taskId, action: 'complete', fromStatus: '2', toStatus: '4', ...owner, createdAt: at });
      }
      return events;
    }),
  );

  // Orders with consistent amounts and timestamps, and their events.
  interface OrderPlan {
    row: typeof taskOrder.$inferInsert;
    events: { action: string; to: string; actor: string; at: Date }[];
    cents: number;
  }
  const orderPlans: OrderPlan[] = [];
  let seq = 0;
  taskPlans.forEach((t, ti) => {
    const mix = orderMix[t.status];
    const reviewedAt = taskRows[ti]?.reviewedAt;
    if (!mix || !reviewedAt) return;
    const n = Math.max(1, Math.round(size.ordersPerTask * (0.4 + r.next() * 1.2)));
    for (let k = 0; k < n; k++) {
      const status = r.weighted(mix);
      const mode: 'A' | 'I' = r.next() < 0.7 ? 'A' : 'I';
      const [qLo, qHi] = t.template.quantity;
      const quantity = r.int(qLo, qHi);
      const cents = Math.round(t.price * quantity);
      const created = new Date(
        Math.min(now.getTime() - 3_600_000, reviewedAt.getTime() + r.int(1, 20 * 24) * 3_600_000),
      );
      // Later steps follow each other within the time left before now.
      const steps = pathTo(status, mode);
      const span = Math.max(3_600_000, now.getTime() - created.getTime());
      let at = created.getTime();
      const events = steps.map((s, i) => {
        if (i > 0)
          at = Math.min(now.getTime() - 60_000, at + Math.round((span / (steps.length + 1)) * r.next()) + 60_000);
        return { ...s, at: new Date(at) };
      });
      const when = (to: string) => events.find((e) => e.to === to)?.at ?? null;
      const last = events[events.length - 1]?.at ?? created;
      seq++;
      orderPlans.push({
        cents,
        events,
        row: {
          orderNo: `O${ymd(created)}${pad(seq, 8)}`,
          taskId: taskIds[ti] as number,
          enterpriseId: t.enterpriseId,
          freelancerId: r.pick(activeWorkers),
          mode,
          status,
          quantity: `${quantity}.00`,
          amount: yuan(cents),
          refuseReason: status === '1' ? r.pick(refuseReasons) : null,
          deliveryNote: when('4') ? '已按要求完成，请查收。' : null,
          deliveredAt: when('4'),
          acceptedAt: when('5'),
          paidAt: when('6'),
          rating: status === '11' ? Number(r.weighted({ '5': 60, '4': 30, '3': 10 })) : null,
          reviewText: status === '11' ? r.pick(reviewTexts) : null,
          reviewedAt: when('11'),
          closedAt: when('9'),
          createdAt: created,
          updatedAt: last,
        },
      });
    }
  });
  orderPlans.sort((a, b) => (a.row.createdAt as Date).getTime() - (b.row.createdAt as Date).getTime());
  const orderIds = await insertAll(
    tx,
    taskOrder,
    orderPlans.map((o) => o.row),
  );
  const actorId = (actor: string, plan: OrderPlan) =>
    actor === 'enterprise'
      ? (ents.find((e) => e.id === plan.row.enterpriseId)?.userId ?? null)
      : actor === 'freelancer'
        ? (plan.row.freelancerId as number)
        : null;
  await insertAll(
    tx,
    orderEvent,
    orderPlans.flatMap((o, i) =>
      o.events.map((e, k) => ({
        orderId: orderIds[i] as number,
        action: e.action,
        fromStatus: k === 0 ? null : (o.events[k - 1]?.to ?? null),
        toStatus: e.to,
        actorType: e.actor,
        actorId: actorId(e.actor, o),
        note: e.action === 'refuseApplication' || e.action === 'refuseInvitation' ? o.row.refuseReason : null,
        createdAt: e.at,
      })),
    ),
  );

  // The ledger: recharges ahead of the payments, a payment and a settlement per paid order, running balances.
  type Movement = { at: Date; kind: 'recharge' | 'payment'; cents: number; order?: number };
  const entBalance = new Map<number, number>();
  const workerBalance = new Map<number, number>();
  const ledgerRows: (typeof ledgerEntry.$inferInsert)[] = [];
  for (const e of ents) {
    const moves: Movement[] = orderPlans.flatMap((o, i) =>
      o.row.enterpriseId === e.id && o.row.paidAt
        ? [{ at: o.row.paidAt as Date, kind: 'payment' as const, cents: o.cents, order: i }]
        : [],
    );
    moves.sort((a, b) => a.at.getTime() - b.at.getTime());
    let balance = 0;
    const first = moves[0]?.at ?? new Date(now.getTime() - 30 * DAY);
    const recharge = (at: Date, cents: number) => {
      balance += cents;
      ledgerRows.push({
        kind: 'recharge',
        enterpriseId: e.id,
        amount: yuan(cents),
        balanceAfter: yuan(balance),
        remark: '对公转账充值',
        createdBy: staffId,
        createdAt: at,
      });
    };
    recharge(new Date(first.getTime() - 2 * DAY), r.int(5, 20) * 1_000_000);
    for (const m of moves) {
      const plan = orderPlans[m.order as number] as OrderPlan;
      if (balance < m.cents)
        recharge(new Date(m.at.getTime() - 3_600_000), Math.ceil((m.cents + 5_000_000) / 1_000_000) * 1_000_000);
      balance -= m.cents;
      const workerId = plan.row.freelancerId as number;
      const earned = (workerBalance.get(workerId) ?? 0) + m.cents;
      workerBalance.set(workerId, earned);
      const orderId = orderIds[m.order as number] as number;
      const common = { enterpriseId: e.id, freelancerId: workerId, orderId, remark: plan.row.orderNo, createdAt: m.at };
      ledgerRows.push({
        ...common,
        kind: 'payment',
        amount: yuan(-m.cents),
        balanceAfter: yuan(balance),
        createdBy: e.userId,
      });
      ledgerRows.push({
        ...common,
        kind: 'settlement',
        amount: yuan(m.cents),
        balanceAfter: yuan(earned),
        createdBy: e.userId,
      });
    }
    entBalance.set(e.id, balance);
  }
  ledgerRows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  await insertAll(tx, ledgerEntry, ledgerRows);
  for (const [id, cents] of entBalance)
    await tx
      .update(enterprise)
      .set({ balance: yuan(cents) })
      .where(eq(enterprise.id, id));
  for (const [id, cents] of workerBalance)
    await tx
      .update(freelancer)
      .set({ balance: yuan(cents) })
      .where(eq(freelancer.id, id));

  // Invoice applications over the older paid orders, in every status; records for the issued ones.
  const invoiceable = new Set<string>(INVOICEABLE_ORDER_STATUSES);
  let invoiceCount = 0;
  for (const e of ents) {
    const [entRow] = await tx.select().from(enterprise).where(eq(enterprise.id, e.id));
    if (!entRow) continue;
    const paid = orderPlans
      .map((o, i) => ({ o, id: orderIds[i] as number }))
      .filter(({ o }) => o.row.enterpriseId === e.id && invoiceable.has(o.row.status as string))
      .sort((a, b) => (a.o.row.paidAt as Date).getTime() - (b.o.row.paidAt as Date).getTime());
    // The newest fifth stays uninvoiced, so the demo can apply for an invoice.
    const pool = paid.slice(0, Math.floor(paid.length * 0.8));
    const statuses = ['5', '5', '1', '5', '2', '1', '5', '0', '1', '7', '0', '7'];
    let at = 0;
    for (let k = 0; at < pool.length && k < statuses.length; k++) {
      const take = pool.slice(at, at + r.int(3, 10));
      at += take.length;
      const status = statuses[k] as string;
      const cents = take.reduce((n, x) => n + x.o.cents, 0);
      const lastPaid = take[take.length - 1]?.o.row.paidAt as Date;
      const applied = new Date(Math.min(now.getTime() - 3_600_000, lastPaid.getTime() + r.int(1, 5) * DAY));
      const reviewed = status === '7' ? null : new Date(Math.min(now.getTime() - 60_000, applied.getTime() + DAY));
      const paper = status === '5' || r.next() < 0.5;
      const invoiceType = paper ? r.pick(['007', '004']) : r.pick(['026', '027']);
      const [inv] = await tx
        .insert(invoice)
        .values({
          applicationNo: `FP${ymd(applied)}${pad(e.id, 3)}${pad(k, 4)}`,
          enterpriseId: e.id,
          invoiceType,
          title: entRow.name,
          taxNo: entRow.creditCode,
          addressPhone: `${entRow.address ?? ''} ${entRow.contactPhone ?? ''}`.trim(),
          ...sealedAs(
            'bankAccount',
            sealValue(
              keys,
              column('invoice', 'bankAccount'),
              `招商银行${(entRow.address ?? '').slice(0, 3)}分行 ${pad(r.int(1000, 9999), 4)} ${pad(r.int(0, 99_999_999), 8)}`,
            ),
          ),
          remarks: k % 3 === 0 ? '技术服务费' : null,
          amount: yuan(cents),
          orderCount: take.length,
          status,
          rejectReason: status === '2' && k % 2 === 0 ? '发票抬头与税号不一致' : null,
          reviewedBy: reviewed ? staffId : null,
          reviewedAt: reviewed,
          voidReason: status === '2' && k % 2 === 1 ? '开票信息有误，作废重开' : null,
          voidedAt: status === '2' ? reviewed : null,
          createdBy: e.userId,
          createdAt: applied,
          updatedAt: reviewed ?? applied,
        })
        .returning({ id: invoice.id });
      invoiceCount++;
      const invoiceId = inv?.id as number;
      // Every application lists its orders; a rejected or void one has released them.
      await tx.insert(invoiceOrder).values(
        take.map((x) => ({
          invoiceId,
          orderId: x.id,
          amount: yuan(x.o.cents),
          releasedAt: status === '2' ? reviewed : null,
          createdAt: applied,
        })),
      );
      if (status !== '2') {
        await tx
          .update(taskOrder)
          .set({ invoiceId })
          .where(
            inArray(
              taskOrder.id,
              take.map((x) => x.id),
            ),
          );
      }
      if ((status === '1' || status === '5') && reviewed) {
        const issued = new Date(Math.min(now.getTime() - 60_000, reviewed.getTime() + DAY));
        await tx.insert(invoiceRecord).values({
          invoiceId,
          enterpriseId: e.id,
          invoiceCode: `0${pad(r.int(10_000_000, 99_999_999), 8)}${pad(r.int(100, 999), 3)}`,
          invoiceNumber: pad(r.int(10_000_000, 99_999_999), 8),
          issueDate: isoDay(issued),
          amount: yuan(cents),
          taxAmount: yuan(Math.round((cents * 6) / 106)),
          status: RECORD_STATUS.issued,
          expressCompany: status === '5' ? r.pick(expressCompanies) : null,
          trackingNo: status === '5' ? `SF${pad(r.int(0, 999_999_999), 9)}${pad(r.int(100, 999), 3)}` : null,
          postedAt: status === '5' ? new Date(Math.min(now.getTime() - 60_000, issued.getTime() + DAY)) : null,
          issuedBy: staffId,
          createdAt: issued,
        });
      }
    }
  }

  // Articles in every category; feedback with replies.
  await insertAll(
    tx,
    article,
    // The agreement texts are the base demo's (seed.ts): the public pages read them without the volume too.
    articles
      .filter((a) => !isAgreement(a))
      .map((a, i) => {
        const status = a.status ?? '1';
        const created = new Date(now.getTime() - (articles.length - i) * 3 * DAY);
        return {
          category: a.category,
          title: a.title,
          summary: a.summary,
          content: a.content,
          status,
          sort: i,
          viewCount: status === '1' ? r.int(20, 3000) : 0,
          publishedAt: status === '0' ? null : new Date(created.getTime() + 3_600_000),
          authorId: staffId,
          createdAt: created,
          updatedAt: created,
        };
      }),
  );
  const askers = [demoUser, ...ents.slice(1, 4).map((e) => ({ id: e.userId, enterpriseId: e.id }))];
  await insertAll(
    tx,
    feedback,
    feedbackItems.map((f, i) => {
      const who = i < 7 ? demoUser : (askers[i % askers.length] ?? demoUser);
      const created = new Date(now.getTime() - (feedbackItems.length - i) * 2 * DAY);
      const replied = f.status !== '0';
      return {
        userId: who.id,
        enterpriseId: who.enterpriseId,
        feedType: f.feedType,
        feedDesc: f.feedDesc,
        status: f.status,
        resultOut: f.resultOut ?? null,
        // The newest reply to the demo user is unread: the history shows its dot.
        hasRead: replied && who.id === demoUser.id && i === 4 ? '0' : '1',
        repliedBy: replied ? (agentUser?.id ?? staffId) : null,
        repliedAt: replied ? new Date(created.getTime() + 5 * 3_600_000) : null,
        createdAt: created,
      };
    }),
  );
  return { enterprises: ents.length, tasks: taskIds.length, orders: orderIds.length, invoices: invoiceCount };
}
