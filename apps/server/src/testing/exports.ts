import type { ExportJob } from '@console/domain/schemas/exports';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { as } from './factories.js';

/** Polls the download centre as the job's owner until the job is done or failed. */
export async function waitForExport(app: FastifyInstance, token: string, id: number): Promise<ExportJob> {
  for (let i = 0; i < 300; i++) {
    const res = await as(app, token, { method: 'GET', url: '/interface/common/down-file/list?pageSize=100' });
    const job = (res.json().data.rows as ExportJob[]).find((r) => r.id === id);
    if (job && (job.status === 'done' || job.status === 'failed')) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

/**
 * Runs an export through the API as the token's user (the list's filters in `body`), waits for it and reads
 * the xlsx back: the header row and each data row as { header: cell value }.
 */
export async function exportSheet(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  language: 'zh' | 'en' = 'zh',
) {
  const res = await as(app, token, {
    method: 'POST',
    url: '/interface/client/export',
    headers: { 'accept-language': language },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`export refused: ${res.statusCode} ${res.body}`);
  const job = await waitForExport(app, token, res.json().data.id);
  if (job.status !== 'done') throw new Error(`export failed: ${job.error}`);
  const file = await as(app, token, { method: 'POST', url: `/interface/common/down-file/${job.id}/download` });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const values = (n: number) => ((sheet?.getRow(n).values ?? []) as unknown[]).slice(1);
  const headers = values(1).map(String);
  const rows: Record<string, unknown>[] = [];
  for (let n = 2; n <= (sheet?.rowCount ?? 0); n++) {
    const cells = values(n);
    rows.push(Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ''])));
  }
  return { job, sheetName: sheet?.name, headers, rows };
}
