import { ACCOUNT_STATUS, USER_TYPE } from '@console/domain/enums';
import { maskName, maskPhone } from '@console/domain/masking';
import type {
  EnterpriseDetail,
  EnterpriseListQuery,
  EnterpriseManager,
  EnterpriseRow,
  EnterpriseStandingBody,
} from '@console/domain/schemas/admin';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { announceChange } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import { dataScope, SCOPED } from '../../db/data-scope.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { contract, enterprise, enterpriseManager, sysUser, taxPark } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import type { AuthService } from '../auth/service.js';

type Row = typeof enterprise.$inferSelect;

/**
 * Enterprises as the platform's staff keep them: the list and one enterprise's detail, and the changes of
 * standing (credit grade, account status, cooperation), each with a reason. Freezing ends its users' sessions;
 * a frozen enterprise's users cannot sign in (AuthService.passwordGrant says so).
 */
export class EnterpriseAdminService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
  ) {}

  private staffOnly(p: Principal) {
    if (p.userType !== USER_TYPE.system) throw forbidden();
  }

  private readonly userCount =
    sql<number>`(select count(*)::int from ${sysUser} where ${sysUser.enterpriseId} = ${enterprise.id})`;

  private present(r: Row, parkName: string | null, users: number): EnterpriseRow {
    return {
      id: r.id,
      name: r.name,
      creditCode: r.creditCode,
      parkName,
      contactName: r.contactName ? maskName(r.contactName) : null,
      contactPhone: r.contactPhone ? maskPhone(r.contactPhone) : null,
      status: r.status as EnterpriseRow['status'],
      creditGrade: r.creditGrade as EnterpriseRow['creditGrade'],
      cooperation: r.cooperation as EnterpriseRow['cooperation'],
      onboardingStatus: r.onboardingStatus as EnterpriseRow['onboardingStatus'],
      balance: r.balance,
      userCount: Number(users),
      createdAt: r.createdAt.toISOString(),
    };
  }

  async list(p: Principal, q: EnterpriseListQuery) {
    this.staffOnly(p);
    const where = and(
      dataScope(p, SCOPED.enterprise),
      q.status ? eq(enterprise.status, q.status) : undefined,
      q.creditGrade ? eq(enterprise.creditGrade, q.creditGrade) : undefined,
      q.cooperation ? eq(enterprise.cooperation, q.cooperation) : undefined,
      q.onboardingStatus ? eq(enterprise.onboardingStatus, q.onboardingStatus) : undefined,
      keywordIn(q.keyword, enterprise.name, enterprise.creditCode),
      timeRange(q, enterprise.createdAt),
    );
    const page = await paginate(
      this.db
        .select({ e: enterprise, parkName: taxPark.parkName, users: this.userCount })
        .from(enterprise)
        .leftJoin(taxPark, eq(taxPark.id, enterprise.taxParkId))
        .where(where)
        .$dynamic(),
      this.db.select({ n: count() }).from(enterprise).where(where),
      q,
      orderBy(
        q,
        { createdAt: enterprise.createdAt, name: enterprise.name, balance: enterprise.balance },
        { column: enterprise.createdAt, direction: 'desc' },
        enterprise.id,
      ),
    );
    return { rows: page.rows.map((r) => this.present(r.e, r.parkName ?? null, r.users)), total: page.total };
  }

  async detail(p: Principal, id: number): Promise<EnterpriseDetail> {
    this.staffOnly(p);
    const [row] = await this.db
      .select({ e: enterprise, parkName: taxPark.parkName, users: this.userCount })
      .from(enterprise)
      .leftJoin(taxPark, eq(taxPark.id, enterprise.taxParkId))
      .where(and(eq(enterprise.id, id), dataScope(p, SCOPED.enterprise)));
    if (!row) throw notFound();
    const [users, contracts, managers] = await Promise.all([
      this.db
        .select({ id: sysUser.id, username: sysUser.username, name: sysUser.name, status: sysUser.status })
        .from(sysUser)
        .where(eq(sysUser.enterpriseId, id))
        .orderBy(asc(sysUser.id))
        .limit(100),
      this.db
        .select({
          id: contract.id,
          contractNo: contract.contractNo,
          agreementType: contract.agreementType,
          status: contract.status,
          signedAt: contract.signedAt,
        })
        .from(contract)
        .where(eq(contract.enterpriseId, id))
        .orderBy(desc(contract.signedAt))
        .limit(100),
      this.managersOf(id),
    ]);
    return {
      ...this.present(row.e, row.parkName ?? null, row.users),
      legalPerson: row.e.legalPerson ? maskName(row.e.legalPerson) : null,
      address: row.e.address,
      users: users.map((u) => ({ ...u, name: maskName(u.name) })),
      contracts: contracts.map((c) => ({ ...c, signedAt: c.signedAt?.toISOString() ?? null })),
      managers,
    };
  }

  /** An enterprise's account managers, by name. */
  managersOf(id: number): Promise<EnterpriseManager[]> {
    return this.db
      .select({ userId: sysUser.id, username: sysUser.username, name: sysUser.name })
      .from(enterpriseManager)
      .innerJoin(sysUser, eq(sysUser.id, enterpriseManager.userId))
      .where(eq(enterpriseManager.enterpriseId, id))
      .orderBy(asc(sysUser.username));
  }

  /** The staff who may be made account managers: valid staff users. */
  managerOptions(p: Principal): Promise<EnterpriseManager[]> {
    this.staffOnly(p);
    return this.db
      .select({ userId: sysUser.id, username: sysUser.username, name: sysUser.name })
      .from(sysUser)
      .where(and(eq(sysUser.userType, USER_TYPE.system), eq(sysUser.status, ACCOUNT_STATUS.valid)))
      .orderBy(asc(sysUser.username))
      .limit(500);
  }

  /**
   * Replaces an enterprise's account managers (valid staff users only); their "assigned" scope covers it from the
   * next request. Answers the before and after for the operation log.
   */
  async setManagers(p: Principal, id: number, userIds: number[]) {
    this.staffOnly(p);
    const ids = [...new Set(userIds)];
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: enterprise.id })
        .from(enterprise)
        .where(and(eq(enterprise.id, id), dataScope(p, SCOPED.enterprise)))
        .for('update');
      if (!found) throw notFound();
      if (ids.length > 0) {
        const staff = await tx
          .select({ id: sysUser.id })
          .from(sysUser)
          .where(
            and(
              inArray(sysUser.id, ids),
              eq(sysUser.userType, USER_TYPE.system),
              eq(sysUser.status, ACCOUNT_STATUS.valid),
            ),
          );
        if (staff.length !== ids.length) throw badRequest('managerNotStaff');
      }
      const before = await tx
        .select({ userId: enterpriseManager.userId })
        .from(enterpriseManager)
        .where(eq(enterpriseManager.enterpriseId, id));
      await tx.delete(enterpriseManager).where(eq(enterpriseManager.enterpriseId, id));
      if (ids.length > 0)
        await tx.insert(enterpriseManager).values(ids.map((userId) => ({ enterpriseId: id, userId })));
      const list = (xs: number[]) => [...xs].sort((a, b) => a - b).join(',');
      return { before: { managers: list(before.map((b) => b.userId)) }, after: { managers: list(ids) } };
    });
  }

  /** Changes credit grade, account status or cooperation; answers the before and after for the operation log. */
  async changeStanding(p: Principal, id: number, body: EnterpriseStandingBody) {
    this.staffOnly(p);
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(enterprise)
        .where(and(eq(enterprise.id, id), dataScope(p, SCOPED.enterprise)))
        .for('update');
      if (!before) throw notFound();
      const set: Partial<typeof enterprise.$inferInsert> = {};
      if (body.creditGrade !== undefined) set.creditGrade = body.creditGrade;
      if (body.status !== undefined) set.status = body.status;
      if (body.cooperation !== undefined) set.cooperation = body.cooperation;
      await tx.update(enterprise).set(set).where(eq(enterprise.id, id));
      if (body.status !== undefined && body.status !== before.status) await announceChange(tx, { kind: 'standing' });
      if (body.status === ACCOUNT_STATUS.frozen && before.status !== ACCOUNT_STATUS.frozen) {
        const users = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.enterpriseId, id));
        for (const u of users) await this.auth.revokeUserSessions(u.id, 'enterprise_frozen', undefined, tx);
      }
      const pick = (r: Pick<Row, 'creditGrade' | 'status' | 'cooperation'>) => ({
        creditGrade: r.creditGrade,
        status: r.status,
        cooperation: r.cooperation,
      });
      return { before: pick(before), after: { ...pick({ ...before, ...set } as Row), reason: body.reason } };
    });
  }
}
