import { maskName, maskPhone } from '@console/domain/masking';
import type { ExportJob } from '@console/domain/schemas/exports';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJob } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createUser, tokensFor } from '../../testing/factories.js';
import { type Exporter, exporterFor, keysetRows, registerExporter } from './registry.js';
import { ExportService } from './service.js';

const ROWS = 5000;

/** A stand-in for a module's exporter: 5,000 generated rows of the caller's enterprise, by keyset pages. */
const testExporter: Exporter = {
  kind: 'invoiceRecords',
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
  permission: 'client:invoice:export',
  columns: () => [{ header: 'x', key: 'x' }],
  rows: async function* () {
    for (let i = 1; i <= 10; i++) yield { x: i };
    throw new Error('database went away');
  },
};

async function waitFor(app: FastifyInstance, token: string, id: number): Promise<ExportJob> {
  for (let i = 0; i < 300; i++) {
    const res = await as(app, token, { method: 'GET', url: '/interface/common/down-file/list?pageSize=100' });
    const job = (res.json().data.rows as ExportJob[]).find((r) => r.id === id);
    if (job && (job.status === 'done' || job.status === 'failed')) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

describe('exports and the download centre', () => {
  let app: FastifyInstance;
  let owner: string;
  let other: string;
  let agent: string;
  let enterpriseId: number;
  const previous = [exporterFor('invoiceRecords'), exporterFor('invoices')];

  beforeAll(async () => {
    registerExporter(testExporter);
    registerExporter(failingExporter);
    app = await testApp();
    const user = await createUser(app, { userType: '02' });
    enterpriseId = user.enterpriseId as number;
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
    const user = await createUser(app, { userType: '02' });
    const [row] = await app.database.db
      .insert(exportJob)
      .values({ userId: user.id, kind: 'orders', status: 'running', createdAt: new Date(Date.now() - 3_600_000) })
      .returning();
    const service = new ExportService(app.database, app.files.storage, 'console', app.log);
    expect(await service.failInterrupted('zh')).toBeGreaterThanOrEqual(1);
    const after = await app.database.db.query.exportJob.findFirst({ where: eq(exportJob.id, row?.id ?? 0) });
    expect(after).toMatchObject({ status: 'failed', error: '服务重启，导出已中断，请重新导出' });
  });

  it('pages the list of the caller only', async () => {
    const res = await as(app, owner, { method: 'GET', url: '/interface/common/down-file/list?pageNum=1&pageSize=2' });
    const page = res.json().data;
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.rows[0].id).toBeGreaterThan(page.rows[1].id);
  });
});
