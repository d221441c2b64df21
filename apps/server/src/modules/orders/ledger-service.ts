import { USER_TYPE } from '@console/domain/enums';
import { maskName } from '@console/domain/masking';
import { fromCents, toCents } from '@console/domain/money';
import type { LedgerBalance, LedgerEntriesQuery, LedgerEntryRow, RechargeBody } from '@console/domain/schemas/order';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { dataScope, SCOPED } from '../../db/data-scope.js';
import { orderBy, paginate, timeRange } from '../../db/list-query.js';
import { enterprise, freelancer, ledgerEntry, taskOrder } from '../../db/schema/index.js';
import type { Page } from '../../http/envelope.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';

/** What a payment moved: the two ledger rows and both balances after. */
export interface PaymentResult {
  enterpriseBalance: string;
  freelancerBalance: string;
}

/**
 * The internal ledger: enterprise balances (recharged by platform staff), payments of orders and their
 * settlement to the freelancer. Each movement runs in one transaction with its ledger rows, the balance row
 * locked first, so two movements of one account never interleave.
 */
export class LedgerService {
  constructor(private readonly db: Db) {}

  async balance(p: Principal, requested?: number): Promise<LedgerBalance> {
    const id = p.userType === USER_TYPE.enterprise ? p.enterpriseId : requested;
    if (id === undefined) throw badRequest('ledgerEnterpriseRequired');
    if (id === null) throw notFound();
    const [row] = await this.db
      .select({ enterpriseId: enterprise.id, enterpriseName: enterprise.name, balance: enterprise.balance })
      .from(enterprise)
      .where(and(eq(enterprise.id, id), dataScope(p, SCOPED.enterprise)));
    if (!row) throw notFound();
    return row;
  }

  async entries(p: Principal, q: LedgerEntriesQuery): Promise<Page<LedgerEntryRow>> {
    const where: SQL | undefined = and(
      dataScope(p, SCOPED.ledger, q.enterpriseId),
      q.kind ? eq(ledgerEntry.kind, q.kind) : undefined,
      q.orderId ? eq(ledgerEntry.orderId, q.orderId) : undefined,
      timeRange(q, ledgerEntry.createdAt),
    );
    const order = orderBy(
      q,
      { createdAt: ledgerEntry.createdAt },
      { column: ledgerEntry.createdAt, direction: 'desc' },
      ledgerEntry.id,
    );
    const { rows, total } = await paginate(
      this.db.select().from(ledgerEntry).where(where).$dynamic(),
      this.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntry).where(where),
      q,
      order,
    );
    return { rows: await this.present(this.db, rows, p.userType === USER_TYPE.enterprise), total };
  }

  /** The ledger rows of one order (its payment and settlement), oldest first. */
  async ofOrder(db: Db | Tx, orderId: number, forEnterprise: boolean): Promise<LedgerEntryRow[]> {
    const rows = await db
      .select()
      .from(ledgerEntry)
      .where(eq(ledgerEntry.orderId, orderId))
      .orderBy(ledgerEntry.createdAt, ledgerEntry.id);
    return this.present(db, rows, forEnterprise);
  }

  /** Names for the page's rows only; a settlement's balance is the freelancer's, which enterprises do not see. */
  private async present(
    db: Db | Tx,
    rows: (typeof ledgerEntry.$inferSelect)[],
    forEnterprise: boolean,
  ): Promise<LedgerEntryRow[]> {
    const ids = (pick: (r: (typeof rows)[number]) => number | null) => [
      ...new Set(rows.map(pick).filter((x): x is number => x !== null)),
    ];
    const enterpriseIds = ids((r) => r.enterpriseId);
    const freelancerIds = ids((r) => r.freelancerId);
    const orderIds = ids((r) => r.orderId);
    const [enterprises, freelancers, orders] = await Promise.all([
      enterpriseIds.length
        ? db
            .select({ id: enterprise.id, name: enterprise.name })
            .from(enterprise)
            .where(inArray(enterprise.id, enterpriseIds))
        : [],
      freelancerIds.length
        ? db
            .select({ id: freelancer.id, name: freelancer.name })
            .from(freelancer)
            .where(inArray(freelancer.id, freelancerIds))
        : [],
      orderIds.length
        ? db.select({ id: taskOrder.id, no: taskOrder.orderNo }).from(taskOrder).where(inArray(taskOrder.id, orderIds))
        : [],
    ]);
    const ent = new Map(enterprises.map((e) => [e.id, e.name]));
    const fre = new Map(freelancers.map((f) => [f.id, f.name]));
    const ord = new Map(orders.map((o) => [o.id, o.no]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      enterpriseId: r.enterpriseId,
      enterpriseName: r.enterpriseId === null ? null : (ent.get(r.enterpriseId) ?? null),
      freelancerName: r.freelancerId === null ? null : maskName(fre.get(r.freelancerId)),
      orderId: r.orderId,
      orderNo: r.orderId === null ? null : (ord.get(r.orderId) ?? null),
      amount: r.amount,
      balanceAfter: forEnterprise && r.kind === 'settlement' ? null : r.balanceAfter,
      remark: r.remark,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** Staff record money the platform received for an enterprise: its balance and a ledger row, together. */
  async recharge(p: Principal, body: RechargeBody): Promise<{ entry: LedgerEntryRow; balance: string }> {
    if (p.userType === USER_TYPE.enterprise) throw forbidden();
    const entryId = await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: enterprise.id })
        .from(enterprise)
        .where(eq(enterprise.id, body.enterpriseId))
        .for('update');
      if (!locked) throw notFound();
      const [after] = await tx
        .update(enterprise)
        .set({ balance: sql`${enterprise.balance} + ${body.amount}::numeric` })
        .where(eq(enterprise.id, body.enterpriseId))
        .returning({ balance: enterprise.balance });
      const [entry] = await tx
        .insert(ledgerEntry)
        .values({
          kind: 'recharge',
          enterpriseId: body.enterpriseId,
          amount: fromCents(toCents(body.amount)),
          balanceAfter: after?.balance ?? '0',
          remark: body.remark || null,
          createdBy: p.userId,
        })
        .returning({ id: ledgerEntry.id });
      return entry?.id as number;
    });
    const [row] = await this.db.select().from(ledgerEntry).where(eq(ledgerEntry.id, entryId));
    const [entry] = await this.present(this.db, row ? [row] : [], false);
    if (!entry) throw notFound();
    return { entry, balance: entry.balanceAfter ?? '0' };
  }

  /**
   * Inside the caller's transaction (the order's pay): lock the enterprise's row, refuse a short balance (409
   * with both figures), debit the enterprise, credit the freelancer, and write the payment and settlement rows
   * with each account's balance after.
   */
  async pay(
    tx: Tx,
    order: { id: number; enterpriseId: number; freelancerId: number; amount: string; orderNo: string },
    userId: number,
  ): Promise<PaymentResult> {
    const [ent] = await tx
      .select({ balance: enterprise.balance })
      .from(enterprise)
      .where(eq(enterprise.id, order.enterpriseId))
      .for('update');
    if (!ent) throw notFound();
    const amount = toCents(order.amount);
    if (toCents(ent.balance) < amount) {
      throw conflict('ledgerBalanceShort', { amount: order.amount, balance: ent.balance });
    }
    const [debited] = await tx
      .update(enterprise)
      .set({ balance: sql`${enterprise.balance} - ${order.amount}::numeric` })
      .where(eq(enterprise.id, order.enterpriseId))
      .returning({ balance: enterprise.balance });
    const [credited] = await tx
      .update(freelancer)
      .set({ balance: sql`${freelancer.balance} + ${order.amount}::numeric` })
      .where(eq(freelancer.id, order.freelancerId))
      .returning({ balance: freelancer.balance });
    if (!debited || !credited) throw notFound();
    await tx.insert(ledgerEntry).values({
      kind: 'payment',
      enterpriseId: order.enterpriseId,
      freelancerId: order.freelancerId,
      orderId: order.id,
      amount: fromCents(-amount),
      balanceAfter: debited.balance,
      remark: order.orderNo,
      createdBy: userId,
    });
    await tx.insert(ledgerEntry).values({
      kind: 'settlement',
      enterpriseId: order.enterpriseId,
      freelancerId: order.freelancerId,
      orderId: order.id,
      amount: fromCents(amount),
      balanceAfter: credited.balance,
      remark: order.orderNo,
      createdBy: userId,
    });
    return { enterpriseBalance: debited.balance, freelancerBalance: credited.balance };
  }
}
