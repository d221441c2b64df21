import { LIST_TYPE, type ListType, USER_TYPE } from '@console/domain/enums';
import { maskName, maskPhone } from '@console/domain/masking';
import {
  FREELANCER_PICK_MAX,
  type FreelancerPick,
  type ListEntryBody,
  type ListEntryQuery,
  type ListEntryRow,
  type ListEntryState,
  type ListEntryUpdateBody,
  listPeriodInOrder,
  listsFreelancers,
} from '@console/domain/schemas/lists';
import { and, asc, count, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { announceChange } from '../../db/changes.js';
import type { Db, Tx } from '../../db/client.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { enterprise, freelancer, platformList, sysUser } from '../../db/schema/index.js';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import { entryCountsNow } from './standing.js';

type Entry = typeof platformList.$inferSelect;

/** Where an entry stands now, as SQL (the list's filter) and as a value (its rows). */
const stateSql: Record<ListEntryState, SQL> = {
  active: entryCountsNow(),
  expired: sql`${platformList.endAt} is not null and ${platformList.endAt} <= now()`,
  scheduled: sql`${platformList.startAt} > now()`,
};

function stateOf(e: Pick<Entry, 'startAt' | 'endAt'>, now = new Date()): ListEntryState {
  if (e.endAt && e.endAt <= now) return 'expired';
  if (e.startAt > now) return 'scheduled';
  return 'active';
}

/** The other freelancer list: a freelancer is never on the whitelist and the blacklist for one moment. */
const opposite: Partial<Record<ListType, ListType>> = {
  [LIST_TYPE.freelancerWhitelist]: LIST_TYPE.freelancerBlacklist,
  [LIST_TYPE.freelancerBlacklist]: LIST_TYPE.freelancerWhitelist,
};

const isFreelancerType = (type: string) => listsFreelancers(type);

/**
 * The black and white lists as staff keep them (issue 13): the list with its subjects' names, adding, editing the
 * reason and period, removing (the row stays, marked removed). Enforcement is StandingService's (standing.ts).
 */
export class ListService {
  constructor(private readonly db: Db) {}

  private staffOnly(p: Principal) {
    if (p.userType !== USER_TYPE.system) throw forbidden();
  }

  async list(p: Principal, q: ListEntryQuery): Promise<{ rows: ListEntryRow[]; total: number }> {
    this.staffOnly(p);
    const ofFreelancer = and(
      sql`${platformList.listType} <> ${LIST_TYPE.enterpriseBlacklist}`,
      eq(freelancer.id, platformList.subjectId),
    );
    const ofEnterprise = and(
      eq(platformList.listType, LIST_TYPE.enterpriseBlacklist),
      eq(enterprise.id, platformList.subjectId),
    );
    const where = and(
      isNull(platformList.removedAt),
      q.listType ? eq(platformList.listType, q.listType) : undefined,
      q.state ? stateSql[q.state] : undefined,
      timeRange(q, platformList.createdAt),
      q.keyword
        ? or(
            keywordIn(q.keyword, freelancer.name, freelancer.phone),
            keywordIn(q.keyword, enterprise.name, enterprise.contactPhone),
          )
        : undefined,
    );
    const page = await paginate(
      this.db
        .select({
          e: platformList,
          freelancerName: freelancer.name,
          freelancerPhone: freelancer.phone,
          enterpriseName: enterprise.name,
          enterprisePhone: enterprise.contactPhone,
          createdByName: sysUser.name,
        })
        .from(platformList)
        .leftJoin(freelancer, ofFreelancer)
        .leftJoin(enterprise, ofEnterprise)
        .leftJoin(sysUser, eq(sysUser.id, platformList.createdBy))
        .where(where)
        .$dynamic(),
      this.db
        .select({ n: count() })
        .from(platformList)
        .leftJoin(freelancer, ofFreelancer)
        .leftJoin(enterprise, ofEnterprise)
        .where(where),
      q,
      orderBy(
        q,
        { createdAt: platformList.createdAt, startAt: platformList.startAt, endAt: platformList.endAt },
        { column: platformList.createdAt, direction: 'desc' },
        platformList.id,
      ),
    );
    const now = new Date();
    return {
      rows: page.rows.map((r) => {
        const forFreelancer = isFreelancerType(r.e.listType);
        const phone = forFreelancer ? r.freelancerPhone : r.enterprisePhone;
        return {
          id: r.e.id,
          listType: r.e.listType as ListType,
          subjectId: r.e.subjectId,
          subjectName: (forFreelancer ? maskName(r.freelancerName ?? '') : r.enterpriseName) ?? '',
          subjectPhone: phone ? maskPhone(phone) : null,
          reason: r.e.reason,
          startAt: r.e.startAt.toISOString(),
          endAt: r.e.endAt?.toISOString() ?? null,
          state: stateOf(r.e, now),
          createdByName: r.createdByName ?? null,
          createdAt: r.e.createdAt.toISOString(),
          updatedAt: r.e.updatedAt.toISOString(),
        };
      }),
      total: page.total,
    };
  }

  /** Adds an entry; answers its id. The subject is locked, so two staff adding at once cannot both succeed. */
  async add(p: Principal, body: ListEntryBody): Promise<{ id: number }> {
    this.staffOnly(p);
    const startAt = body.startAt ? new Date(body.startAt) : new Date();
    const endAt = body.endAt ? new Date(body.endAt) : null;
    this.checkPeriod(startAt, endAt);
    return this.db.transaction(async (tx) => {
      const subjectId = await this.lockSubject(tx, body);
      const [existing] = await tx
        .select({ id: platformList.id })
        .from(platformList)
        .where(
          and(
            eq(platformList.listType, body.listType),
            eq(platformList.subjectId, subjectId),
            isNull(platformList.removedAt),
          ),
        );
      if (existing) throw conflict('listDuplicate');
      await this.checkOpposite(tx, body.listType, subjectId, startAt, endAt);
      const [created] = await tx
        .insert(platformList)
        .values({ listType: body.listType, subjectId, reason: body.reason, startAt, endAt, createdBy: p.userId })
        .returning({ id: platformList.id });
      await announceChange(tx, { kind: 'standing' });
      return { id: created?.id as number };
    });
  }

  /** Changes the reason and the period; answers the before and after for the operation log. */
  async update(p: Principal, id: number, body: ListEntryUpdateBody) {
    this.staffOnly(p);
    return this.db.transaction(async (tx) => {
      const before = await this.lockEntry(tx, id);
      const startAt = body.startAt ? new Date(body.startAt) : before.startAt;
      const endAt = body.endAt ? new Date(body.endAt) : null;
      this.checkPeriod(startAt, endAt);
      await this.checkOpposite(tx, before.listType as ListType, before.subjectId, startAt, endAt);
      await tx
        .update(platformList)
        .set({ reason: body.reason, startAt, endAt, updatedAt: new Date() })
        .where(eq(platformList.id, id));
      await announceChange(tx, { kind: 'standing' });
      return {
        before: this.summaryOf(before),
        after: this.summaryOf({ ...before, reason: body.reason, startAt, endAt }),
      };
    });
  }

  /** Takes an entry off its list (kept, marked removed); answers what it was for the operation log. */
  async remove(p: Principal, id: number) {
    this.staffOnly(p);
    return this.db.transaction(async (tx) => {
      const before = await this.lockEntry(tx, id);
      await tx
        .update(platformList)
        .set({ removedAt: new Date(), removedBy: p.userId, updatedAt: new Date() })
        .where(eq(platformList.id, id));
      await announceChange(tx, { kind: 'standing' });
      return { before: this.summaryOf(before) };
    });
  }

  /** Freelancers for the picker, by name or phone, masked as every list shows them. */
  async freelancers(p: Principal, keyword: string | undefined): Promise<FreelancerPick[]> {
    this.staffOnly(p);
    const rows = await this.db
      .select({ id: freelancer.id, name: freelancer.name, phone: freelancer.phone })
      .from(freelancer)
      .where(keywordIn(keyword, freelancer.name, freelancer.phone))
      .orderBy(asc(freelancer.id))
      .limit(FREELANCER_PICK_MAX);
    return rows.map((r) => ({ id: r.id, label: `${maskName(r.name)} ${maskPhone(r.phone)}` }));
  }

  summaryOf(e: Pick<Entry, 'listType' | 'subjectId' | 'reason' | 'startAt' | 'endAt'>) {
    return {
      listType: e.listType,
      subjectId: e.subjectId,
      reason: e.reason,
      startAt: e.startAt.toISOString(),
      endAt: e.endAt?.toISOString() ?? null,
    };
  }

  private checkPeriod(startAt: Date, endAt: Date | null) {
    if (!listPeriodInOrder({ startAt: startAt.toISOString(), endAt: endAt?.toISOString() })) {
      throw new AppError(400, 'listPeriodOrder', {}, { field: 'endAt' });
    }
  }

  /** The freelancer or enterprise the body names, locked for the transaction (400 naming the field if unknown). */
  private async lockSubject(tx: Tx, body: ListEntryBody): Promise<number> {
    const subject = isFreelancerType(body.listType)
      ? { table: freelancer, id: freelancer.id, field: 'freelancerId', value: body.freelancerId }
      : { table: enterprise, id: enterprise.id, field: 'enterpriseId', value: body.enterpriseId };
    const [found] = await tx
      .select({ id: subject.id })
      .from(subject.table)
      .where(eq(subject.id, subject.value ?? 0))
      .for('update');
    if (!found) throw new AppError(400, 'listSubjectUnknown', {}, { field: subject.field });
    return found.id;
  }

  private async lockEntry(tx: Tx, id: number): Promise<Entry> {
    const [row] = await tx
      .select()
      .from(platformList)
      .where(and(eq(platformList.id, id), isNull(platformList.removedAt)))
      .for('update');
    if (!row) throw notFound();
    if (isFreelancerType(row.listType)) {
      await tx.select({ id: freelancer.id }).from(freelancer).where(eq(freelancer.id, row.subjectId)).for('update');
    }
    return row;
  }

  /** 409 when the freelancer is on the other list for any part of this period. */
  private async checkOpposite(tx: Tx, type: ListType, subjectId: number, startAt: Date, endAt: Date | null) {
    const other = opposite[type];
    if (!other) return;
    const [clash] = await tx
      .select({ id: platformList.id })
      .from(platformList)
      .where(
        and(
          eq(platformList.listType, other),
          eq(platformList.subjectId, subjectId),
          isNull(platformList.removedAt),
          // the periods overlap: each starts before the other ends (no end: never ends)
          endAt ? lt(platformList.startAt, endAt) : undefined,
          or(isNull(platformList.endAt), gt(platformList.endAt, startAt)),
        ),
      )
      .limit(1);
    if (clash) {
      throw conflict(other === LIST_TYPE.freelancerWhitelist ? 'listAlreadyWhitelisted' : 'listAlreadyBlacklisted');
    }
  }
}
