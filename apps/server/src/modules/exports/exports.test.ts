import { maskName, maskPhone } from '@console/domain/masking';
import type { ExportJob } from '@console/domain/schemas/exports';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exportJob } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { waitForExport as waitFor } from '../../testing/exports.js';
import { as, createUser, tokensFor } from '../../testing/factories.js';
import type { Storage } from '../storage/storage.js';
import { type Exporter, exporterFor, keysetRows, registerExporter } from './registry.js';
import { ExportService, type ExportServiceOptions } from './service.js';

const ROWS = 5000;
/** The stand-in exporters take any filters but a bad `status`. */
const anyFilters = z.object({ status: z.enum(['0', '1']).optional() }).passthrough();

/** A stand-in for a module's exporter: 5,000 generated rows of the caller's enterprise, by keyset pages. */
const testExporter: Exporter = {
  kind: 'invoiceRecords',
  query: anyFilters,
  permission: 'client:invoiceRecord:export',
  columns: (locale) => [
    { header: locale === 'en' ? 'No.' : '序号', key: 'id', width: 8 },
    { header: locale === 'en' ? 'Name' : '姓名', key: 'name' },
    { header: locale === 'en' ? 'Phone' : '手机号', key: 'phone' },
    { header: locale === 'en' ? 'Enterprise' : '企业', key: 'enterpriseId' },
  ],
  count: async () => ROWS,
  rows: (_db, principal) =>
    keysetRows(async (afterId, limit) =>
      Array.from({ length: Math.max(0, Math.min(limit, ROWS - afterId)) }, (_, i) => {
        const id = afterId + i + 1;
        return {
          id,
          name: maskName(`王小${id}`),
          phone: maskPhone(`139${String(id).padStart(8, '0')}`),
          enterpriseId: principal.enterpriseId,
        };
      }),
    ),
};

/** Fails after a few rows: the job must end failed with the reason. */
const failingExporter: Exporter = {
  kind: 'invoices',
  query: anyFilters,
  permission: 'client:invoice:export',
  columns: () => [{ header: 'x', key: 'x' }],
  rows: async function* () {
    for (let i = 1; i <= 10; i++) yield { x: i };
    throw new Error('database went away');
  },
};

const DAY = 86_400_000;

/** A second service on the app's database and storage, as another instance (or the next start) would have. */
function instance(app: FastifyInstance, options: Partial<ExportServiceOptions> = {}): ExportService {
  return new ExportService({
    database: app.database,
    storage: app.files.storage,
    storagePrefix: 'console',
    log: app.log,
    keys: app.keys,
    retentionDays: 7,
    ...options,
  });
}

async function startExport(app: FastifyInstance, token: string, kind = 'invoiceRecords'): Promise<ExportJob> {
  const res = await as(app, token, { method: 'POST', url: '/interface/client/export', payload: { kind } });
  expect(res.statusCode).toBe(200);
  return waitFor(app, token, res.json().data.id);
}

const jobRow = (app: FastifyInstance, id: number) =>
  app.database.db.query.exportJob.findFirst({ where: eq(exportJob.id, id) });

/** Rows that come slowly (30 in about 1.2 s), so a job stays running while heartbeats and checks happen. */
const slowExporter: Exporter = {
  kind: 'tasks',
  query: anyFilters,
  permission: 'client:task:export',
  columns: () => [{ header: 'n', key: 'n' }],
  rows: async function* () {
    for (let n = 1; n <= 30; n++) {
      await new Promise((r) => setTimeout(r, 40));
      yield { n };
    }
  },
};

/** The app's storage, noting every key written and deleted through it. */
function recording(storage: Storage) {
  const puts: string[] = [];
  const deletes: string[] = [];
  const counting: Storage = {
    driver: storage.driver,
    get: (key) => storage.get(key),
    put: async (key, body, type) => {
      puts.push(key);
      await storage.put(key, body, type);
    },
    delete: async (key) => {
      deletes.push(key);
      await storage.delete(key);
    },
  };
  return { counting, puts, deletes };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('exports and the download centre', () => {
  let app: FastifyInstance;
  let owner: string;
  let ownerId: number;
  let other: string;
  let agent: string;
  let enterpriseId: number;
  const previous = [exporterFor('invoiceRecords'), exporterFor('invoices'), exporterFor('tasks')];

  beforeAll(async () => {
    registerExporter(testExporter);
    registerExporter(failingExporter);
    app = await testApp();
    // After the app: the tasks module registers its own exporter while the app is built.
    registerExporter(slowExporter);
    const user = await createUser(app, { userType: '02' });
    enterpriseId = user.enterpriseId as number;
    ownerId = user.id;
    owner = (await tokensFor(app, user.username)).access_token;
    other = (await tokensFor(app, (await createUser(app, { userType: '02' })).username)).access_token;
    agent = (await tokensFor(app, (await createUser(app, { userType: '01', roles: ['agent'] })).username)).access_token;
  });
  afterAll(async () => {
    await app.close();
    for (const e of previous) if (e) registerExporter(e);
  });

  it('runs a job end to end: 5,000 rows in an xlsx with translated headers, only for its owner', async () => {
    const res = await as(app, owner, {
      method: 'POST',
      url: '/interface/client/export',
      headers: { 'accept-language': 'en-US,en;q=0.9', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'kind=invoiceRecords&status=1&beginTime=2025-01-01&pageNum=3&pageSize=20',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data as ExportJob;
    expect(created).toMatchObject({ kind: 'invoiceRecords', status: 'pending', progress: 0 });
    const stored = await app.database.db.query.exportJob.findFirst({ where: eq(exportJob.id, created.id) });
    expect(stored).toMatchObject({ locale: 'en', enterpriseId, params: { status: '1', beginTime: '2025-01-01' } });

    const job = await waitFor(app, owner, created.id);
    expect(job).toMatchObject({ status: 'done', progress: 100, rowCount: ROWS });
    expect(job.fileName).toMatch(/^Invoice records_\d{8}_\d{6}\.xlsx$/);
    expect(job.size).toBeGreaterThan(1000);
    expect(job.finishedAt).not.toBeNull();
    // Kept for EXPORT_RETENTION_DAYS (7 by default) after it finished.
    expect(Date.parse(job.expiresAt ?? '') - Date.parse(job.finishedAt ?? '')).toBe(7 * DAY);

    const file = await as(app, owner, { method: 'POST', url: `/interface/common/down-file/${job.id}/download` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(job.fileName ?? '')}`);
    expect(file.rawPayload.length).toBe(job.size);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Invoice records');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'No.', 'Name', 'Phone', 'Enterprise']);
    expect(sheet?.rowCount).toBe(ROWS + 1);
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, maskName('王小1'), '139****0001', enterpriseId]);
    expect(sheet?.getRow(ROWS + 1).getCell(1).value).toBe(ROWS);
  });

  it('writes Chinese headers and a Chinese file name for a zh user', async () => {
    const res = await as(app, owner, {
      method: 'POST',
      url: '/interface/client/export',
      payload: { kind: 'invoiceRecords' },
    });
    const job = await waitFor(app, owner, res.json().data.id);
    expect(job.fileName).toMatch(/^开票记录_/);
    const file = await as(app, owner, { method: 'POST', url: `/interface/common/down-file/${job.id}/download` });
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('开票记录'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, '序号', '姓名', '手机号', '企业']);
  });

  it("never shows or serves one user's export to another (404), nor through the public file route", async () => {
    const res = await as(app, owner, {
      method: 'POST',
      url: '/interface/client/export',
      payload: { kind: 'invoiceRecords' },
    });
    const job = await waitFor(app, owner, res.json().data.id);
    const list = await as(app, other, { method: 'GET', url: '/interface/common/down-file/list' });
    expect(list.statusCode).toBe(200);
    expect((list.json().data.rows as ExportJob[]).map((r) => r.id)).not.toContain(job.id);
    const stolen = await as(app, other, { method: 'POST', url: `/interface/common/down-file/${job.id}/download` });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.headers['content-type']).toContain('application/json');
    const staff = await as(app, agent, { method: 'POST', url: `/interface/common/down-file/${job.id}/download` });
    expect(staff.statusCode).toBe(404);

    const row = await app.database.db.query.exportJob.findFirst({ where: eq(exportJob.id, job.id) });
    const open = await app.inject({ method: 'GET', url: `/interface/files/${row?.fileKey}` });
    expect(open.statusCode).toBe(404);
  });

  it('refuses a user without the exporter permission (403) and an unknown kind (400)', async () => {
    const refused = await as(app, agent, {
      method: 'POST',
      url: '/interface/client/export',
      payload: { kind: 'invoiceRecords' },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await as(app, owner, {
      method: 'POST',
      url: '/interface/client/export',
      payload: { kind: 'users' },
    });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'POST', url: '/interface/client/export', payload: { kind: 'tasks' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses a bad filter when the job is asked for (400 in the caller's language), creating no job", async () => {
    const before = await app.database.db.select().from(exportJob);
    const bad = await as(app, owner, {
      method: 'POST',
      url: '/interface/client/export',
      headers: { 'accept-language': 'en' },
      payload: { kind: 'invoiceRecords', status: '7' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^status: /);
    expect(await app.database.db.select().from(exportJob)).toHaveLength(before.length);
  });

  it('marks a job whose rows fail as failed with the reason; its download is a JSON error', async () => {
    const res = await as(app, owner, {
      method: 'POST',
      url: '/interface/client/export',
      headers: { 'accept-language': 'en' },
      payload: { kind: 'invoices' },
    });
    const job = await waitFor(app, owner, res.json().data.id);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('Export failed: database went away');
    const file = await as(app, owner, { method: 'POST', url: `/interface/common/down-file/${job.id}/download` });
    expect(file.statusCode).toBe(409);
    expect(file.headers['content-type']).toContain('application/json');
    expect(file.json().msg).toBeTruthy();
  });

  it('marks jobs a crash left running as failed at start-up', async () => {
    const [row] = await app.database.db
      .insert(exportJob)
      .values({ userId: ownerId, kind: 'orders', status: 'running', heartbeatAt: new Date(Date.now() - 60_000) })
      .returning();
    const next = instance(app);
    await next.start();
    await next.close();
    // The embedded database's new owner knows every live job was its predecessor's; on PostgreSQL the stopped
    // heartbeat tells.
    expect(await jobRow(app, row?.id ?? 0)).toMatchObject({
      status: 'failed',
      error:
        app.database.kind === 'pglite'
          ? '服务重启，导出已中断，请重新导出'
          : '执行导出的服务已停止响应，导出已中断，请重新导出',
    });
  });

  it('fails a job whose heartbeat stopped, in its own language, and leaves a live one alone', async () => {
    const old = new Date(Date.now() - 60_000);
    const rows = await app.database.db
      .insert(exportJob)
      .values([
        { userId: ownerId, kind: 'orders', status: 'running', progress: 40, heartbeatAt: old },
        { userId: ownerId, kind: 'orders', status: 'pending', locale: 'en', heartbeatAt: old },
        { userId: ownerId, kind: 'orders', status: 'running', heartbeatAt: new Date() },
      ])
      .returning();
    const [deadZh, deadEn, alive] = rows.map((r) => r.id);
    await instance(app).failStale();
    expect(await jobRow(app, deadZh as number)).toMatchObject({
      status: 'failed',
      progress: 40,
      error: '执行导出的服务已停止响应，导出已中断，请重新导出',
      finishedAt: expect.any(Date),
    });
    expect(await jobRow(app, deadEn as number)).toMatchObject({
      status: 'failed',
      error: 'The server running the export stopped responding; please export again',
    });
    expect(await jobRow(app, alive as number)).toMatchObject({ status: 'running', error: null });
    await app.database.db.delete(exportJob).where(eq(exportJob.id, alive as number));
  });

  describe('a job run by one instance while another watches', () => {
    const principal = () => ({
      userId: ownerId,
      username: 'owner',
      name: 'owner',
      userType: '02' as const,
      enterpriseId,
      sessionId: 0,
      roleCodes: [],
      roleNames: [],
      isSuper: false,
      permissions: new Set(['client:task:export']),
      dataScope: { all: true, assigned: false, own: false },
      mustChangePassword: false,
      mfaEnabled: false,
      mfaRequired: false,
      mfaEnrolmentRequired: false,
      account: {
        phone: null,
        email: null,
        socketId: null,
        wxHead: null,
        isValidator: '0',
        ipAllowList: [],
        enterpriseName: null,
        parkName: null,
      },
    });

    // Watchers keep the default 30-second stale age: a shorter one would fail the live jobs of other test files
    // sharing the PostgreSQL database, which beat every 10 seconds.
    const runningJob = async (id: number) => {
      for (let i = 0; i < 100 && (await jobRow(app, id))?.status !== 'running'; i++) await sleep(20);
      return (await jobRow(app, id)) as typeof exportJob.$inferSelect;
    };

    it('beats while its rows write nothing, so it stays live, and finishes', async () => {
      const runner = instance(app, { heartbeatMs: 50 });
      await runner.start();
      const job = await runner.create(principal(), { kind: 'tasks' }, 'zh');
      const before = (await runningJob(job.id)).heartbeatAt;
      await sleep(300);
      const during = await jobRow(app, job.id);
      expect(during?.status).toBe('running');
      expect(during?.rowCount).toBeNull();
      expect(during?.heartbeatAt.getTime()).toBeGreaterThan(before.getTime());
      await instance(app).failStale();
      await runner.idle();
      await runner.close();
      expect(await jobRow(app, job.id)).toMatchObject({ status: 'done', rowCount: 30, error: null });
    });

    it('is failed once its heartbeat stops, and a writer taken for dead stops without leaving a file', async () => {
      const storage = app.files.storage;
      const { counting, puts } = recording(storage);
      // An instance frozen for a while (a long pause, a lost database connection): its last beat is old.
      const runner = instance(app, { heartbeatMs: 60_000, storage: counting });
      await runner.start();
      const job = await runner.create(principal(), { kind: 'tasks' }, 'en');
      await runningJob(job.id);
      await app.database.db
        .update(exportJob)
        .set({ heartbeatAt: new Date(Date.now() - 60_000) })
        .where(eq(exportJob.id, job.id));
      await instance(app).failStale();
      const lost = {
        status: 'failed',
        error: 'The server running the export stopped responding; please export again',
        fileKey: null,
      };
      expect(await jobRow(app, job.id)).toMatchObject(lost);
      // The runner wakes up: its next beat finds the job no longer live and the writer stops.
      await runner.beat();
      await runner.idle();
      await runner.close();
      expect(await jobRow(app, job.id)).toMatchObject(lost);
      // Normally nothing was written; a runner that finished before its beat has deleted its file again.
      for (const key of puts) expect(await storage.get(key)).toBeNull();
    });

    it('fails the jobs still queued when the instance shuts down', async () => {
      const runner = instance(app, { concurrency: 1 });
      const first = await runner.create(principal(), { kind: 'tasks' }, 'zh');
      const queued = await runner.create(principal(), { kind: 'tasks' }, 'en');
      await runner.close();
      expect(await jobRow(app, first.id)).toMatchObject({ status: 'failed' });
      expect(await jobRow(app, queued.id)).toMatchObject({
        status: 'failed',
        error: 'The server restarted during the export; please export again',
      });
    });
  });

  it('pages the list of the caller only', async () => {
    const res = await as(app, owner, { method: 'GET', url: '/interface/common/down-file/list?pageNum=1&pageSize=2' });
    const page = res.json().data;
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.rows[0].id).toBeGreaterThan(page.rows[1].id);
  });

  it('lets the owner delete an export with its file; another user or staff gets a 404 and deletes nothing', async () => {
    const job = await startExport(app, owner);
    const key = (await jobRow(app, job.id))?.fileKey as string;
    expect(await app.files.storage.get(key)).not.toBeNull();

    for (const token of [other, agent]) {
      const refused = await as(app, token, { method: 'DELETE', url: `/interface/common/down-file/${job.id}` });
      expect(refused.statusCode).toBe(404);
    }
    const anonymous = await app.inject({ method: 'DELETE', url: `/interface/common/down-file/${job.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await jobRow(app, job.id)).toBeDefined();
    expect(await app.files.storage.get(key)).not.toBeNull();

    const res = await as(app, owner, { method: 'DELETE', url: `/interface/common/down-file/${job.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: null });
    expect(await jobRow(app, job.id)).toBeUndefined();
    expect(await app.files.storage.get(key)).toBeNull();
    const list = await as(app, owner, { method: 'GET', url: '/interface/common/down-file/list?pageSize=100' });
    expect((list.json().data.rows as ExportJob[]).map((r) => r.id)).not.toContain(job.id);
    const again = await as(app, owner, { method: 'DELETE', url: `/interface/common/down-file/${job.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete a job while it is being generated (409), and deletes a failed one', async () => {
    const [running] = await app.database.db
      .insert(exportJob)
      .values({ userId: ownerId, kind: 'orders', status: 'running' })
      .returning();
    const id = running?.id as number;
    const res = await as(app, owner, {
      method: 'DELETE',
      url: `/interface/common/down-file/${id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The file is still being generated; it can be deleted once it has finished');
    expect(await jobRow(app, id)).toMatchObject({ status: 'running' });

    await app.database.db
      .update(exportJob)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(eq(exportJob.id, id));
    const deleted = await as(app, owner, { method: 'DELETE', url: `/interface/common/down-file/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await jobRow(app, id)).toBeUndefined();
  });

  it('sweeps jobs finished longer than the retention ago with their files, and keeps the fresh ones', async () => {
    // Aged 2 days and swept with a 1-day retention, so the 7-day sweeps of other test apps sharing the
    // PostgreSQL database never touch these rows.
    const old = await startExport(app, owner);
    const fresh = await startExport(app, owner);
    const [oldFailed] = await app.database.db
      .insert(exportJob)
      .values({ userId: ownerId, kind: 'invoices', status: 'failed', error: 'x', finishedAt: new Date() })
      .returning();
    const aged = [old.id, oldFailed?.id as number];
    await app.database.db
      .update(exportJob)
      .set({ finishedAt: new Date(Date.now() - 2 * DAY) })
      .where(inArray(exportJob.id, aged));
    const oldKey = (await jobRow(app, old.id))?.fileKey as string;
    const freshKey = (await jobRow(app, fresh.id))?.fileKey as string;

    expect(await instance(app, { retentionDays: 1 }).sweepExpired()).toBe(2);
    for (const id of aged) expect(await jobRow(app, id)).toBeUndefined();
    expect(await app.files.storage.get(oldKey)).toBeNull();
    expect(await jobRow(app, fresh.id)).toMatchObject({ status: 'done' });
    expect(await app.files.storage.get(freshKey)).not.toBeNull();
    // A 7-day retention keeps a 2-day-old job.
    await app.database.db
      .update(exportJob)
      .set({ finishedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(exportJob.id, fresh.id));
    expect(await instance(app).sweepExpired()).toBe(0);
    expect(await app.files.storage.get(freshKey)).not.toBeNull();
    expect(await instance(app, { retentionDays: 1 }).sweepExpired()).toBe(1);
    expect(await app.files.storage.get(freshKey)).toBeNull();
  });

  it('hands each expired job to exactly one of several instances sweeping at once', async () => {
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push(await startExport(app, owner));
    const ids = jobs.map((j) => j.id);
    await app.database.db
      .update(exportJob)
      .set({ finishedAt: new Date(Date.now() - 2 * DAY) })
      .where(inArray(exportJob.id, ids));
    const keys = await Promise.all(ids.map(async (id) => (await jobRow(app, id))?.fileKey as string));
    const storage = app.files.storage;
    const { counting, deletes } = recording(storage);
    const sweepers = [1, 2, 3].map(() => instance(app, { retentionDays: 1, storage: counting }));
    const removed = await Promise.all(sweepers.map((s) => s.sweepExpired()));
    expect(removed.reduce((a, b) => a + b, 0)).toBe(3);
    expect(deletes.sort()).toEqual([...keys].sort());
    for (const key of keys) expect(await storage.get(key)).toBeNull();
  });
});
