import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locale } from '@console/domain/locale';
import { type MessageKey, t } from '@console/domain/messages';
import {
  type ExportCreateBody,
  type ExportJob,
  type ExportKind,
  type ExportStatus,
  exportKindLabels,
} from '@console/domain/schemas/exports';
import type { Page } from '@console/domain/schemas/list';
import { monthStamp, secondStamp } from '@console/domain/stamps';
import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database, Db } from '../../db/client.js';
import { exportJob } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { hasPermission, type Principal } from '../../http/principal.js';
import { fieldIssueOf, issueField, issueReason } from '../../http/validation-text.js';
import type { KeyRing } from '../../lib/key-ring.js';
import type { Storage, StoredObject } from '../storage/storage.js';
import { type Exporter, exporterFor, isUnmaskedExport } from './registry.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Filters that only shape a list page; an export always takes every matching row. */
const PAGE_ONLY = new Set(['kind', 'pageNum', 'pageSize', 'orderByColumn', 'isAsc']);
/** How often a running job writes its progress (ms). */
const PROGRESS_EVERY_MS = 500;
/** How often an instance proves its queued and running jobs alive (heartbeat_at), and looks for dead ones. */
const HEARTBEAT_MS = 10_000;
/** A live job whose heartbeat is older than this (three missed beats) belongs to an instance that died. */
const STALE_AFTER_MS = 30_000;
/** How often the expired files are looked for (besides at start-up). */
const RETENTION_SWEEP_MS = 60 * 60_000;
/** Rows one sweep statement deletes, so a long backlog never becomes one huge statement. */
const SWEEP_BATCH = 200;
const DAY_MS = 86_400_000;

type JobRow = typeof exportJob.$inferSelect;
interface Queued {
  jobId: number;
  principal: Principal;
}
/** A job this instance holds, queued or running; `lost` once its row is no longer live (failed elsewhere, deleted). */
interface Held {
  lost: boolean;
}
interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** The file name a user sees: "订单列表_20250301_142501.xlsx" in the job's language. */
export function exportFileName(kind: ExportKind, locale: Locale, at: Date): string {
  return `${exportKindLabels[kind][locale]}_${secondStamp(at, '_')}.xlsx`;
}

function present(row: JobRow, retentionMs: number): ExportJob {
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
    expiresAt: row.finishedAt ? new Date(row.finishedAt.getTime() + retentionMs).toISOString() : null,
  };
}

export interface ExportServiceOptions {
  database: Database;
  storage: Storage;
  storagePrefix: string;
  log: Log;
  /** opens protected columns an exporter reads for what it derives from them (an ID card's gender and age) */
  keys: KeyRing;
  /** days a finished or failed job (and its file) is kept */
  retentionDays: number;
  /** jobs run at the same time by this instance */
  concurrency?: number;
  /** heartbeat and dead-job check interval (ms); shorter in tests */
  heartbeatMs?: number;
  /** age of a heartbeat after which its job is taken for dead (ms) */
  staleAfterMs?: number;
}

/** The job's own language for a reason written by SQL over many jobs at once. */
function inJobLocale(key: MessageKey): SQL {
  return sql`case when ${exportJob.locale} = 'en' then ${t('en', key)} else ${t('zh', key)} end`;
}

/**
 * Export jobs: created by a request, run in the background by a small in-process queue (at most `concurrency`
 * at a time), rows streamed page by page into an xlsx temp file, which then goes to storage under a key of its
 * own (no file_object row: never served by the public /files route, only by the owner's download).
 */
export class ExportService {
  private readonly waiting: Queued[] = [];
  private readonly active = new Set<Promise<void>>();
  private readonly held = new Map<number, Held>();
  private closing = false;
  private readonly database: Database;
  private readonly storage: Storage;
  private readonly storagePrefix: string;
  private readonly log: Log;
  private readonly keys: KeyRing;
  private readonly concurrency: number;
  private readonly retentionMs: number;
  private readonly heartbeatMs: number;
  private readonly staleAfterMs: number;
  private timers: NodeJS.Timeout[] = [];
  /** The periodic work under way, so a slow round is never overlapped by the next and close() can wait for it. */
  private chores = new Map<string, Promise<unknown>>();

  constructor(options: ExportServiceOptions) {
    this.database = options.database;
    this.storage = options.storage;
    this.storagePrefix = options.storagePrefix;
    this.log = options.log;
    this.keys = options.keys;
    this.concurrency = options.concurrency ?? 2;
    this.retentionMs = options.retentionDays * DAY_MS;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  }

  private get db(): Db {
    return this.database.db;
  }

  /**
   * Start-up: jobs a crashed process left behind are failed and expired files deleted, then both repeat on
   * timers along with the heartbeat. Every instance runs them; each statement claims its rows, so a row is
   * handled by one instance only. The embedded database has one owner (the data-dir lock), so at its start
   * every queued or running job is an orphan; on PostgreSQL only those whose heartbeat stopped.
   */
  async start(): Promise<void> {
    const orphans = this.database.kind === 'pglite' ? await this.failAllLive() : await this.failStale();
    if (orphans > 0) this.log.warn({ failed: orphans }, 'export jobs left by a stopped server marked failed');
    await this.chore('retention', () => this.sweepExpired());
    this.every(RETENTION_SWEEP_MS, 'retention', () => this.sweepExpired());
    this.every(this.heartbeatMs, 'liveness', async () => {
      await this.beat();
      const failed = await this.failStale();
      if (failed > 0) this.log.warn({ failed }, 'export jobs of an instance that stopped responding marked failed');
    });
  }

  /**
   * Marks failed the queued or running jobs whose heartbeat is older than `staleAfterMs` by the database's
   * clock (so instances' clocks never matter), with the reason in each job's language. Returns how many.
   */
  async failStale(): Promise<number> {
    const cutoff = sql`now() - ${`${this.staleAfterMs} milliseconds`}::interval`;
    return this.failLive('exportLost', lt(exportJob.heartbeatAt, cutoff));
  }

  /** Embedded start-up: every queued or running job was the previous process's, which is gone. */
  failAllLive(): Promise<number> {
    return this.failLive('exportInterrupted');
  }

  private async failLive(reason: MessageKey, where?: SQL): Promise<number> {
    const rows = await this.db
      .update(exportJob)
      .set({ status: 'failed', error: inJobLocale(reason), finishedAt: sql`now()` })
      .where(and(inArray(exportJob.status, ['pending', 'running']), where))
      .returning({ id: exportJob.id });
    return rows.length;
  }

  /**
   * Proves this instance's queued and running jobs alive. A held job whose row is no longer live (another
   * instance took it for dead during a long pause, or its owner deleted it while queued) is marked lost, and
   * its writer stops at the next row instead of finishing a file nobody will see.
   */
  async beat(): Promise<void> {
    const ids = [...this.held.keys()];
    if (ids.length === 0) return;
    const live = await this.db
      .update(exportJob)
      .set({ heartbeatAt: sql`now()` })
      .where(and(inArray(exportJob.id, ids), inArray(exportJob.status, ['pending', 'running'])))
      .returning({ id: exportJob.id });
    const alive = new Set(live.map((r) => r.id));
    for (const id of ids) {
      const job = this.held.get(id);
      if (job && !alive.has(id)) job.lost = true;
    }
  }

  /**
   * Deletes the jobs finished (done or failed) longer than the retention ago, and their files. Each row is
   * claimed by the DELETE … RETURNING itself, so when several instances sweep at once every file is deleted by
   * exactly one of them; locked rows are skipped rather than waited for. Returns how many jobs were removed.
   */
  async sweepExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionMs);
    let removed = 0;
    for (;;) {
      const batch = this.db
        .select({ id: exportJob.id })
        .from(exportJob)
        .where(and(inArray(exportJob.status, ['done', 'failed']), lt(exportJob.finishedAt, cutoff)))
        .orderBy(asc(exportJob.id))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      const gone = await this.db
        .delete(exportJob)
        .where(inArray(exportJob.id, batch))
        .returning({ id: exportJob.id, fileKey: exportJob.fileKey });
      for (const job of gone) await this.deleteFile(job.id, job.fileKey);
      removed += gone.length;
      if (gone.length < SWEEP_BATCH) break;
    }
    if (removed > 0) this.log.info({ removed }, 'expired exports deleted');
    return removed;
  }

  /**
   * The owner deletes one of their jobs and its file; a job being generated is a 409 (its writer still holds
   * it), another user's job a 404. One statement checks owner and state and deletes, so it cannot race the
   * sweep or the queue (a deleted pending job is simply never claimed).
   */
  async remove(p: Principal, id: number): Promise<void> {
    const [gone] = await this.db
      .delete(exportJob)
      .where(
        and(
          eq(exportJob.id, id),
          eq(exportJob.userId, p.userId),
          inArray(exportJob.status, ['pending', 'done', 'failed']),
        ),
      )
      .returning({ id: exportJob.id, fileKey: exportJob.fileKey });
    if (gone) return this.deleteFile(gone.id, gone.fileKey);
    const mine = await this.db.query.exportJob.findFirst({
      columns: { id: true },
      where: and(eq(exportJob.id, id), eq(exportJob.userId, p.userId)),
    });
    throw mine ? conflict('exportRunning') : notFound();
  }

  /** Checks the kind and the permission, records the job and queues it. */
  async create(p: Principal, body: ExportCreateBody, locale: Locale): Promise<ExportJob> {
    const exporter = exporterFor(body.kind);
    if (!exporter) throw badRequest('exportKindUnknown', { kind: body.kind });
    if (!hasPermission(p, exporter.permission)) throw forbidden();
    if (isUnmaskedExport(body) && !(exporter.unmaskedPermission && hasPermission(p, exporter.unmaskedPermission))) {
      throw forbidden();
    }
    const params = Object.fromEntries(
      Object.entries(body).filter(([k, v]) => !PAGE_ONLY.has(k) && v !== undefined && v !== null && v !== ''),
    );
    // A bad filter is refused now, in the caller's language, rather than failing the job later.
    const checked = exporter.query.safeParse(params);
    if (!checked.success) {
      const first = checked.error.issues[0];
      const issue = first ? fieldIssueOf(first) : undefined;
      throw badRequest('fieldInvalid', {
        field: issue ? issueField(issue, locale).label : 'filters',
        reason: issue ? issueReason(issue, locale) : '',
      });
    }
    const [row] = await this.db
      .insert(exportJob)
      .values({ userId: p.userId, enterpriseId: p.enterpriseId, kind: body.kind, params, locale })
      .returning();
    const job = row as JobRow;
    this.held.set(job.id, { lost: false });
    this.waiting.push({ jobId: job.id, principal: p });
    this.pump();
    return present(job, this.retentionMs);
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
    return { rows: rows.map((r) => present(r, this.retentionMs)), total: Number(totals[0]?.n ?? 0) };
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

  /**
   * Stops the timers and taking jobs, and lets the running ones end (they stop at their next row and are
   * marked failed).
   */
  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    // Queued jobs will never run here: failed now rather than when their heartbeat goes stale.
    const queued = this.waiting.splice(0).map((q) => q.jobId);
    for (const id of queued) this.held.delete(id);
    const failQueued =
      queued.length > 0
        ? this.failLive('exportInterrupted', inArray(exportJob.id, queued)).catch((err) =>
            this.log.warn({ err }, 'queued exports could not be marked failed'),
          )
        : undefined;
    await Promise.all([...this.active, ...this.chores.values(), failQueued]);
  }

  /** Runs `work` every `ms` in the background; a failure is logged and the next round tries again. */
  private every(ms: number, name: string, work: () => Promise<unknown>): void {
    const timer = setInterval(() => {
      this.chore(name, work).catch((err) => this.log.warn({ err }, `export ${name} failed`));
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  /** One round of a periodic job, skipped while the previous round of the same job is still going. */
  private chore(name: string, work: () => Promise<unknown>): Promise<unknown> {
    const running = this.chores.get(name);
    if (running) return running;
    const round = work().finally(() => this.chores.delete(name));
    this.chores.set(name, round);
    return round;
  }

  /** A file whose row is already gone: a failed delete is only logged, since no row points to it any more. */
  private async deleteFile(jobId: number, key: string | null): Promise<void> {
    if (!key) return;
    try {
      await this.storage.delete(key);
    } catch (err) {
      this.log.warn({ err, jobId, key }, 'export file could not be deleted; remove it from storage by hand');
    }
  }

  private pump(): void {
    while (!this.closing && this.active.size < this.concurrency && this.waiting.length > 0) {
      const next = this.waiting.shift() as Queued;
      const run: Promise<void> = this.run(next)
        .catch((err) => this.log.warn({ err, jobId: next.jobId }, 'export job crashed'))
        .finally(() => {
          this.held.delete(next.jobId);
          this.active.delete(run);
          this.pump();
        });
      this.active.add(run);
    }
  }

  private async run({ jobId, principal }: Queued): Promise<void> {
    const claimed = await this.db
      .update(exportJob)
      .set({ status: 'running', heartbeatAt: sql`now()` })
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
      const [finished] = await this.db
        .update(exportJob)
        .set({ status: 'done', progress: 100, rowCount, fileKey: key, fileName, size, finishedAt: new Date() })
        .where(and(eq(exportJob.id, jobId), eq(exportJob.status, 'running')))
        .returning({ id: exportJob.id });
      // Taken for dead (and failed) by another instance meanwhile: nothing points to the file, so it goes.
      if (!finished) return this.deleteFile(jobId, key);
      this.log.info({ jobId, kind, rowCount, size }, 'export done');
    } catch (err) {
      // Failed (or deleted) elsewhere already: that row's reason stands.
      if (this.held.get(jobId)?.lost) return this.log.warn({ jobId, kind }, 'export abandoned: no longer live');
      const reason = this.closing ? t(locale, 'exportInterrupted') : (err as Error).message || String(err);
      this.log.warn({ err, jobId, kind }, 'export failed');
      await this.db
        .update(exportJob)
        .set({ status: 'failed', error: t(locale, 'exportFailed', { reason }).slice(0, 500), finishedAt: new Date() })
        .where(and(eq(exportJob.id, jobId), eq(exportJob.status, 'running')))
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
    const held = this.held.get(job.id);
    for await (const row of exporter.rows(this.db, p, job.params, locale, this.keys)) {
      if (this.closing) throw new Error('closing');
      if (held?.lost) throw new Error('lost');
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
    return `${this.storagePrefix}-exports/${monthStamp(new Date())}/${jobId}_${randomBytes(12).toString('hex')}.xlsx`;
  }
}
