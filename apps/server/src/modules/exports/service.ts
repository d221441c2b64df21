import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locale } from '@console/domain/locale';
import { t } from '@console/domain/messages';
import {
  type ExportCreateBody,
  type ExportJob,
  type ExportKind,
  type ExportStatus,
  exportKindLabels,
} from '@console/domain/schemas/exports';
import type { Page } from '@console/domain/schemas/list';
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database, Db } from '../../db/client.js';
import { exportJob } from '../../db/schema/index.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { hasPermission, type Principal } from '../auth/principal.js';
import type { Storage, StoredObject } from '../storage/storage.js';
import { type Exporter, exporterFor } from './registry.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Filters that only shape a list page; an export always takes every matching row. */
const PAGE_ONLY = new Set(['kind', 'pageNum', 'pageSize', 'orderByColumn', 'isAsc']);
/** How often a running job writes its progress (ms). */
const PROGRESS_EVERY_MS = 500;
/** On PostgreSQL other instances may be running jobs: only those this old are taken for crashed. */
const STALE_ON_POSTGRES_MS = 15 * 60_000;

type JobRow = typeof exportJob.$inferSelect;
interface Queued {
  jobId: number;
  principal: Principal;
}
interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** The file name a user sees: "订单列表_20250301_142501.xlsx" in the job's language. */
export function exportFileName(kind: ExportKind, locale: Locale, at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}_${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}`;
  return `${exportKindLabels[kind][locale]}_${stamp}.xlsx`;
}

function present(row: JobRow): ExportJob {
  return {
    id: row.id,
    kind: row.kind as ExportKind,
    status: row.status as ExportStatus,
    progress: row.progress,
    rowCount: row.rowCount,
    fileName: row.fileName,
    size: row.size,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Export jobs: created by a request, run in the background by a small in-process queue (at most `concurrency`
 * at a time), rows streamed page by page into an xlsx temp file, which then goes to storage under a key of its
 * own (no file_object row: never served by the public /files route, only by the owner's download).
 */
export class ExportService {
  private readonly waiting: Queued[] = [];
  private readonly active = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly database: Database,
    private readonly storage: Storage,
    private readonly storagePrefix: string,
    private readonly log: Log,
    private readonly concurrency = 2,
  ) {}

  private get db(): Db {
    return this.database.db;
  }

  /**
   * Jobs a crashed process left pending or running can never finish: they are marked failed. The embedded
   * database has one owner (the data-dir lock), so all of them; on PostgreSQL another instance may be running
   * the recent ones, so only those older than 15 minutes.
   */
  async failInterrupted(locale: Locale = 'zh', now = new Date()): Promise<number> {
    const stale = and(
      inArray(exportJob.status, ['pending', 'running']),
      this.database.kind === 'postgres'
        ? lt(exportJob.createdAt, new Date(now.getTime() - STALE_ON_POSTGRES_MS))
        : undefined,
    );
    const rows = await this.db
      .update(exportJob)
      .set({ status: 'failed', error: t(locale, 'exportInterrupted'), finishedAt: now })
      .where(stale)
      .returning({ id: exportJob.id });
    return rows.length;
  }

  /** Checks the kind and the permission, records the job and queues it. */
  async create(p: Principal, body: ExportCreateBody, locale: Locale): Promise<ExportJob> {
    const exporter = exporterFor(body.kind);
    if (!exporter) throw badRequest('exportKindUnknown', { kind: body.kind });
    if (!hasPermission(p, exporter.permission)) throw forbidden();
    const params = Object.fromEntries(
      Object.entries(body).filter(([k, v]) => !PAGE_ONLY.has(k) && v !== undefined && v !== null && v !== ''),
    );
    const [row] = await this.db
      .insert(exportJob)
      .values({ userId: p.userId, enterpriseId: p.enterpriseId, kind: body.kind, params, locale })
      .returning();
    const job = row as JobRow;
    this.waiting.push({ jobId: job.id, principal: p });
    this.pump();
    return present(job);
  }

  async list(p: Principal, q: { pageNum: number; pageSize: number }): Promise<Page<ExportJob>> {
    const mine = eq(exportJob.userId, p.userId);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(exportJob)
        .where(mine)
        .orderBy(desc(exportJob.createdAt), desc(exportJob.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      this.db.select({ n: count() }).from(exportJob).where(mine),
    ]);
    return { rows: rows.map(present), total: Number(totals[0]?.n ?? 0) };
  }

  /** The caller's own finished file; another user's job is a 404, an unfinished one a 409. */
  async open(p: Principal, id: number): Promise<{ fileName: string; object: StoredObject }> {
    const row = await this.db.query.exportJob.findFirst({
      where: and(eq(exportJob.id, id), eq(exportJob.userId, p.userId)),
    });
    if (!row) throw notFound();
    if (row.status !== 'done' || !row.fileKey) throw new AppError(409, 'exportNotReady');
    const object = await this.storage.get(row.fileKey);
    if (!object) throw notFound();
    return { fileName: row.fileName ?? 'export.xlsx', object };
  }

  /** Resolves when no job is waiting or running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.active.size > 0 || this.waiting.length > 0) await Promise.all([...this.active]);
  }

  /** Stops taking jobs and lets the running ones end (they stop at their next row and are marked failed). */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.active]);
  }

  private pump(): void {
    while (!this.closing && this.active.size < this.concurrency && this.waiting.length > 0) {
      const next = this.waiting.shift() as Queued;
      const run: Promise<void> = this.run(next)
        .catch((err) => this.log.warn({ err, jobId: next.jobId }, 'export job crashed'))
        .finally(() => {
          this.active.delete(run);
          this.pump();
        });
      this.active.add(run);
    }
  }

  private async run({ jobId, principal }: Queued): Promise<void> {
    const claimed = await this.db
      .update(exportJob)
      .set({ status: 'running' })
      .where(and(eq(exportJob.id, jobId), eq(exportJob.status, 'pending')))
      .returning();
    const job = claimed[0];
    if (!job) return;
    const locale: Locale = job.locale === 'en' ? 'en' : 'zh';
    const kind = job.kind as ExportKind;
    const exporter = exporterFor(kind);
    const tmp = path.join(os.tmpdir(), `export-${jobId}-${randomBytes(6).toString('hex')}.xlsx`);
    try {
      if (!exporter) throw new Error(`no exporter for ${kind}`);
      const rowCount = await this.write(exporter, principal, job, locale, tmp);
      const size = (await fs.stat(tmp)).size;
      const fileName = exportFileName(kind, locale, job.createdAt);
      const key = this.keyFor(jobId);
      await this.storage.put(key, await fs.readFile(tmp), XLSX_TYPE);
      await this.db
        .update(exportJob)
        .set({ status: 'done', progress: 100, rowCount, fileKey: key, fileName, size, finishedAt: new Date() })
        .where(eq(exportJob.id, jobId));
      this.log.info({ jobId, kind, rowCount, size }, 'export done');
    } catch (err) {
      const reason = this.closing ? t(locale, 'exportInterrupted') : (err as Error).message || String(err);
      this.log.warn({ err, jobId, kind }, 'export failed');
      await this.db
        .update(exportJob)
        .set({ status: 'failed', error: t(locale, 'exportFailed', { reason }).slice(0, 500), finishedAt: new Date() })
        .where(eq(exportJob.id, jobId))
        .catch(() => {});
    } finally {
      await fs.rm(tmp, { force: true }).catch(() => {});
    }
  }

  /** Streams every row into the xlsx file: one committed row at a time, never the whole sheet in memory. */
  private async write(exporter: Exporter, p: Principal, job: JobRow, locale: Locale, file: string): Promise<number> {
    const total = exporter.count ? await exporter.count(this.db, p, job.params) : null;
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(exportKindLabels[job.kind as ExportKind][locale], {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = exporter.columns(locale).map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let n = 0;
    let lastReport = Date.now();
    for await (const row of exporter.rows(this.db, p, job.params, locale)) {
      if (this.closing) throw new Error('closing');
      sheet.addRow(row).commit();
      n++;
      if (n % 1000 === 0 && Date.now() - lastReport >= PROGRESS_EVERY_MS) {
        lastReport = Date.now();
        const progress = total ? Math.min(99, Math.floor((n / total) * 100)) : 0;
        await this.db.update(exportJob).set({ progress, rowCount: n }).where(eq(exportJob.id, job.id));
      }
    }
    sheet.commit();
    await workbook.commit();
    return n;
  }

  private keyFor(jobId: number): string {
    const now = new Date();
    const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
    return `${this.storagePrefix}-exports/${month}/${jobId}_${randomBytes(12).toString('hex')}.xlsx`;
  }
}
