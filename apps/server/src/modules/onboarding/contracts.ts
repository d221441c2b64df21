import { createHash } from 'node:crypto';
import { ACCOUNT_STATUS, type AgreementType, ONBOARDING_STATUS, USER_TYPE } from '@console/domain/enums';
import { maskName, maskPhone } from '@console/domain/masking';
import type {
  ContractIssueBody,
  ContractListQuery,
  ContractRow,
  ContractSignBody,
  ContractView,
} from '@console/domain/schemas/onboarding';
import { CONTRACT_STATUS } from '@console/domain/schemas/onboarding';
import type { Timeline } from '@console/domain/schemas/timeline';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataScope, SCOPED } from '../../db/data-scope.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { column, openValue } from '../../db/protected-columns.js';
import { type EventActor, fieldChanges, userActor, writeRecordEvent } from '../../db/record-events.js';
import { type Contract, contract, enterprise, onboardingApplication, sysUser } from '../../db/schema/index.js';
import { readTimeline } from '../../db/timeline.js';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.js';
import type { Caller, Principal } from '../../http/principal.js';
import type { KeyRing } from '../../lib/key-ring.js';
import { agreementBlocks, agreementHtml } from './agreement.js';
import type { CodeService } from './codes.js';
import { renderPdf } from './pdf.js';
import { newContractNo } from './service.js';

/** What the contracts need of file storage (the app's StorageService). */
export interface ContractFiles {
  store(fileName: string, bytes: Buffer, enterpriseId: number): Promise<{ key: string; url: string }>;
  remove(key: string): Promise<void>;
}

const columns = { c: contract, enterpriseName: enterprise.name };
type Row = { c: Contract; enterpriseName: string };

/** The details a signature is checked against and the PDF is filled in with. */
interface SignContext {
  legalPerson: string;
  phone: string;
}

/**
 * Agreements: issued (0, ours), signed (1) by typing the legal representative's name and a one-time code sent
 * to the registered phone, terminated (2) by staff with a reason. The signed PDF is rendered from the same
 * template, kept in storage, and its SHA-256 is recorded with the time and the address of the signature.
 */
export class ContractService {
  constructor(
    private readonly db: Db,
    private readonly codes: CodeService,
    private readonly files: ContractFiles,
    private readonly platformName: string,
    private readonly keys: KeyRing,
  ) {}

  private toRow({ c, enterpriseName }: Row): ContractRow {
    return {
      id: c.id,
      contractNo: c.contractNo,
      enterpriseId: c.enterpriseId,
      enterpriseName,
      agreementType: c.agreementType as AgreementType,
      status: c.status as ContractRow['status'],
      pdfUrl: c.fileUrl,
      signedName: c.signedName,
      signedAt: c.signedAt?.toISOString() ?? null,
      signedIp: c.signedIp,
      documentHash: c.documentHash,
      terminateReason: c.terminateReason,
      terminatedAt: c.terminatedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
    };
  }

  private toView(row: Row): ContractView {
    return { ...this.toRow(row), html: row.c.html };
  }

  private async find(where: SQL | undefined): Promise<Row | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(contract)
      .innerJoin(enterprise, eq(enterprise.id, contract.enterpriseId))
      .where(where)
      .limit(1);
    return row;
  }

  // ---- the applicant's type-01 agreement ----

  private async applicantContract(applicationId: number): Promise<{ row: Row; ctx: SignContext }> {
    const app = await this.db.query.onboardingApplication.findFirst({
      where: eq(onboardingApplication.id, applicationId),
    });
    if (!app?.enterpriseId) throw notFound();
    const row = await this.find(and(eq(contract.enterpriseId, app.enterpriseId), eq(contract.agreementType, '01')));
    if (!row) throw notFound();
    return { row, ctx: { legalPerson: app.legalPerson ?? '', phone: app.phone } };
  }

  async forApplicant(applicationId: number): Promise<ContractView> {
    return this.toView((await this.applicantContract(applicationId)).row);
  }

  async sendApplicantCode(applicationId: number, ip: string) {
    const { row, ctx } = await this.applicantContract(applicationId);
    if (row.c.status !== CONTRACT_STATUS.toSign) throw conflict('contractNotSignable');
    return this.codes.send(ctx.phone, 'sign', ip);
  }

  async signAsApplicant(applicationId: number, body: ContractSignBody, ip: string): Promise<ContractView> {
    const { row, ctx } = await this.applicantContract(applicationId);
    return this.sign(row, ctx, body, ip, null, {
      type: 'applicant',
      id: applicationId,
      name: maskPhone(ctx.phone),
      ip,
    });
  }

  // ---- the console ----

  private async signContextOf(p: Principal, row: Row): Promise<SignContext> {
    if (p.userType !== USER_TYPE.enterprise || p.enterpriseId !== row.c.enterpriseId) throw notFound();
    const ent = await this.db.query.enterprise.findFirst({ where: eq(enterprise.id, row.c.enterpriseId) });
    const user = await this.db.query.sysUser.findFirst({ where: eq(sysUser.id, p.userId), columns: { phone: true } });
    const phone = user?.phone || ent?.contactPhone;
    if (!phone) throw conflict('contractNotSignable');
    return { legalPerson: ent?.legalPerson ?? '', phone };
  }

  private async visible(p: Principal, id: number): Promise<Row> {
    const row = await this.find(and(eq(contract.id, id), dataScope(p, SCOPED.contract)));
    if (!row) throw notFound();
    return row;
  }

  async detail(p: Principal, id: number): Promise<ContractView> {
    return this.toView(await this.visible(p, id));
  }

  async sendUserCode(p: Principal, id: number, ip: string) {
    const row = await this.visible(p, id);
    const ctx = await this.signContextOf(p, row);
    if (row.c.status !== CONTRACT_STATUS.toSign) throw conflict('contractNotSignable');
    return this.codes.send(ctx.phone, 'sign', ip);
  }

  async signAsUser(p: Principal, id: number, body: ContractSignBody, ip: string): Promise<ContractView> {
    const row = await this.visible(p, id);
    return this.sign(row, await this.signContextOf(p, row), body, ip, p.userId, userActor({ ...p, ip }));
  }

  /** The agreement's whole story (record_event); scoped as the detail (404 outside it). */
  async timeline(p: Principal, id: number): Promise<Timeline> {
    const row = await this.visible(p, id);
    return readTimeline(this.db, 'contract', row.c.id);
  }

  async list(p: Principal, q: ContractListQuery) {
    const where = and(
      dataScope(p, SCOPED.contract, q.enterpriseId),
      q.status ? eq(contract.status, q.status) : undefined,
      q.agreementType ? eq(contract.agreementType, q.agreementType) : undefined,
      timeRange(q, contract.createdAt),
      keywordIn(q.keyword, contract.contractNo, enterprise.name),
    );
    const page = await paginate(
      this.db
        .select(columns)
        .from(contract)
        .innerJoin(enterprise, eq(enterprise.id, contract.enterpriseId))
        .where(where)
        .$dynamic(),
      this.db
        .select({ n: count() })
        .from(contract)
        .innerJoin(enterprise, eq(enterprise.id, contract.enterpriseId))
        .where(where),
      q,
      orderBy(
        q,
        { createdAt: contract.createdAt, signedAt: contract.signedAt },
        { column: contract.createdAt, direction: 'desc' },
        contract.id,
      ),
    );
    return { rows: page.rows.map((r) => this.toRow(r)), total: page.total };
  }

  /** Staff issue a price-change (02) or supplementary (03) agreement to an onboarded, valid enterprise. */
  async issue(p: Caller, body: ContractIssueBody): Promise<ContractView> {
    if (p.userType !== USER_TYPE.system) throw forbidden();
    const ent = await this.db.query.enterprise.findFirst({ where: eq(enterprise.id, body.enterpriseId) });
    if (ent?.status !== ACCOUNT_STATUS.valid || ent.onboardingStatus !== ONBOARDING_STATUS.onboarded)
      throw conflict('enterpriseNotOnboarded');
    const contractNo = newContractNo();
    const blocks = agreementBlocks(body.agreementType, {
      contractNo,
      enterpriseName: ent.name,
      creditCode: ent.creditCode,
      legalPerson: ent.legalPerson ?? '',
      address: ent.address ?? '',
      industry: ent.industry,
      contactName: ent.contactName ?? '',
      contactPhone: ent.contactPhone ?? '',
      bankName: '-',
      bankAccountNo: '-',
      platformName: this.platformName,
      terms: body.terms,
      issuedOn: new Date().toISOString().slice(0, 10),
    });
    const id = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(contract)
        .values({
          contractNo,
          enterpriseId: ent.id,
          agreementType: body.agreementType,
          status: CONTRACT_STATUS.toSign,
          html: agreementHtml(blocks),
          terms: body.terms,
          issuedBy: p.userId,
        })
        .returning({ id: contract.id });
      if (!created) throw new Error('contract not created');
      await writeRecordEvent(tx, {
        entity: 'contract',
        recordId: created.id,
        action: 'issue',
        to: CONTRACT_STATUS.toSign,
        changes: fieldChanges(null, { agreementType: body.agreementType, terms: body.terms }),
        actor: userActor(p),
      });
      return created.id;
    });
    return this.detail(p, id);
  }

  /** Staff end a signed agreement with a reason (2). */
  async terminate(p: Caller, id: number, reason: string): Promise<ContractView> {
    if (p.userType !== USER_TYPE.system) throw forbidden();
    // outside the caller's data scope: 404, and nothing changes
    await this.visible(p, id);
    const done = await this.db.transaction(async (tx) => {
      const ended = await tx
        .update(contract)
        .set({
          status: CONTRACT_STATUS.terminated,
          terminateReason: reason,
          terminatedAt: new Date(),
          terminatedBy: p.userId,
        })
        .where(and(eq(contract.id, id), eq(contract.status, CONTRACT_STATUS.signed)))
        .returning({ id: contract.id });
      if (ended.length > 0) {
        await writeRecordEvent(tx, {
          entity: 'contract',
          recordId: id,
          action: 'terminate',
          from: CONTRACT_STATUS.signed,
          to: CONTRACT_STATUS.terminated,
          changes: fieldChanges(null, { terminateReason: reason }),
          actor: userActor(p),
          note: reason,
        });
      }
      return ended;
    });
    if (done.length === 0) {
      await this.visible(p, id);
      throw conflict('contractNotTerminable');
    }
    return this.detail(p, id);
  }

  /**
   * Signs: the typed name must be the legal representative's, the code the one sent to the registered phone.
   * The signed PDF is stored first; the row changes only from 0 to 1 in one statement, so two signatures at once
   * leave one signed contract (the other's file is removed).
   */
  private async sign(
    row: Row,
    ctx: SignContext,
    body: ContractSignBody,
    ip: string,
    signedBy: number | null,
    actor: EventActor,
  ): Promise<ContractView> {
    if (row.c.status !== CONTRACT_STATUS.toSign) throw conflict('contractNotSignable');
    if (body.signName.replace(/\s+/g, '') !== ctx.legalPerson.replace(/\s+/g, '')) {
      throw new AppError(400, 'signNameMismatch', { name: ctx.legalPerson }, { field: 'signName' });
    }
    await this.codes.consume(ctx.phone, 'sign', body.code);
    const ent = await this.db.query.enterprise.findFirst({ where: eq(enterprise.id, row.c.enterpriseId) });
    const app = await this.db.query.onboardingApplication.findFirst({
      where: eq(onboardingApplication.enterpriseId, row.c.enterpriseId),
    });
    const signedAt = new Date();
    const blocks = agreementBlocks(
      row.c.agreementType as AgreementType,
      {
        contractNo: row.c.contractNo,
        enterpriseName: ent?.name ?? row.enterpriseName,
        creditCode: ent?.creditCode ?? '',
        legalPerson: ctx.legalPerson,
        address: ent?.address ?? '',
        industry: ent?.industry ?? null,
        contactName: ent?.contactName ?? '',
        contactPhone: ent?.contactPhone ?? '',
        bankName: app?.bankName ?? '-',
        bankAccountNo: openValue(this.keys, column('onboarding', 'bankAccountNo'), app?.bankAccountNo) ?? '-',
        platformName: this.platformName,
        terms: row.c.terms ?? undefined,
        issuedOn: row.c.createdAt.toISOString().slice(0, 10),
      },
      { signedName: body.signName, signedAt, ip },
    );
    const pdf = renderPdf(blocks, { title: blocks[0]?.text ?? row.c.contractNo });
    const documentHash = createHash('sha256').update(pdf).digest('hex');
    const stored = await this.files.store(`${row.c.contractNo}.pdf`, pdf, row.c.enterpriseId);
    const signing = this.db.transaction(async (tx) => {
      const done = await tx
        .update(contract)
        .set({
          status: CONTRACT_STATUS.signed,
          signedName: body.signName,
          signedAt,
          signedIp: ip,
          signedBy,
          fileUrl: stored.url,
          documentHash,
          html: agreementHtml(blocks),
        })
        .where(and(eq(contract.id, row.c.id), eq(contract.status, CONTRACT_STATUS.toSign)))
        .returning({ id: contract.id });
      if (done.length === 0) throw conflict('contractNotSignable');
      await writeRecordEvent(tx, {
        entity: 'contract',
        recordId: row.c.id,
        action: 'sign',
        from: CONTRACT_STATUS.toSign,
        to: CONTRACT_STATUS.signed,
        // the signer's name is a person's: kept masked, as the freelancers' are
        changes: fieldChanges(null, { signedName: body.signName, documentHash }, { signedName: maskName }),
        actor,
      });
    });
    // Not signed (signed meanwhile, or the entry failed): the stored file is nobody's.
    await signing.catch(async (err: unknown) => {
      await this.files.remove(stored.key).catch(() => {});
      throw err;
    });
    const signed = await this.find(eq(contract.id, row.c.id));
    if (!signed) throw notFound();
    return this.toView(signed);
  }
}
