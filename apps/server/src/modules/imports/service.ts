import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Locale } from '@console/domain/locale';
import { type MessageKey, t } from '@console/domain/messages';
import {
  IMPORT_ERRORS_SHOWN,
  IMPORT_MAX_ROWS,
  IMPORT_QUEUE_ABOVE,
  type ImportCheck,
  type ImportCommitResult,
  type ImportKind,
  type ImportMode,
  type ImportRowError,
  importKindLabels,
  importPermissions,
} from '@console/domain/schemas/imports';
import { monthStamp } from '@console/domain/stamps';
import { and, eq, inArray, isNotNull, lt, notExists } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db, Tx } from '../../db/client.js';
import { exportJob, importBatch } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { hasPermission, type Principal } from '../../http/principal.js';
import type { Storage } from '../storage/storage.js';
import type { InvitationValue } from './invite-kind.js';
import { type ImportKindDef, joinErrors } from './kind.js';
import type { ListRow, ListValue } from './list-kind.js';
import { type SheetFormat, sheetRows } from './sheet-reader.js';
import type { TaskValue } from './task-kind.js';
import type { WordValue } from './word-kind.js';

/** Rows checked (and written) together: one database round trip per chunk for the lookups and the insert. */
const CHUNK = 500;
/** How long a checked file waits for its commit. */
const UNCOMMITTED_KEPT_MS = 86_400_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each kind's rows: as a sheet's row parses (`value`), and as the database resolves it (`row`). */
export interface ImportRows {
  tasks: { value: TaskValue; row: TaskValue };
  lists: { value: ListValue; row: ListRow };
  words: { value: WordValue; row: WordValue };
  invitations: { value: InvitationValue; row: InvitationValue };
}
/** Each kind's definition, typed by its own rows: the engine's methods are generic in the kind. */
export type ImportKinds = { [K in ImportKind]: ImportKindDef<ImportRows[K]['value'], ImportRows[K]['row']> };
/** What the template and the annotated file need of a kind: its name and its columns. */
export type KindSheet = Pick<ImportKindDef<unknown>, 'kind' | 'columns'>;
type Batch = typeof importBatch.$inferSelect;

/** A row after the check: its number, its cells in the kind's column order, and why it is refused (null: valid). */
export interface CheckedRow<R = unknown> {
  row: number;
  cells: string[];
  errors: string[] | null;
  value?: R;
}

/** Where the engine says what went wrong after a commit (work kept for after it: a notice not raised). */
export interface ImportLog {
  error(obj: object, msg: string): void;
}

/** The queue of the download centre, as app.exports offers it. */
export interface JobQueue {
  create(p: Principal, body: { kind: string } & Record<string, unknown>, locale: Locale): Promise<{ id: number }>;
}

export const importJobKind = {
  tasks: 'taskImport',
  lists: 'listImport',
  words: 'wordImport',
  invitations: 'invitationImport',
} as const satisfies Record<ImportKind, string>;

/** The refusal of a kind only enterprise users may import, for anyone else with the permission. */
const enterpriseOnly: Partial<Record<ImportKind, MessageKey>> = {
  tasks: 'importEnterpriseOnly',
  invitations: 'importInvitationsEnterpriseOnly',
};

const headerText = (h: string) => h.replace(/^\*/, '').trim().toLowerCase();

/**
 * Sheet imports (issue 23): a check on upload that reads every row with the form's schema and the database's
 * lookups, an annotated copy of the file, and a commit that writes all the valid rows in one transaction (or, in
 * "all or nothing", none unless every row is valid). Files are read as streams, a chunk of rows at a time.
 */
export class ImportService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly storagePrefix: string,
    private readonly kinds: ImportKinds,
    private readonly queue: JobQueue,
    private readonly log: ImportLog,
  ) {}

  /** The kind's definition once the caller may import it: the form's permission, then the kind's own rule. */
  kindFor<K extends ImportKind>(p: Principal, kind: K): ImportKinds[K] {
    if (!hasPermission(p, importPermissions[kind])) throw forbidden();
    const def = this.kinds[kind];
    if (!def.allowed(p)) throw forbidden(enterpriseOnly[kind] ?? 'forbidden');
    return def;
  }

  /**
   * The dry run: the upload goes to a temp file (its hash taken on the way), every row is checked, and the file is
   * kept in storage for the commit. A file already imported by the same enterprise (or staff) is refused now.
   */
  async check<K extends ImportKind>(
    p: Principal,
    kind: K,
    file: { name: string; stream: Readable },
    locale: Locale,
  ): Promise<ImportCheck> {
    this.kindFor(p, kind);
    const format = formatOf(file.name);
    const tmp = path.join(os.tmpdir(), `import-${randomBytes(8).toString('hex')}.${format}`);
    try {
      const hash = createHash('sha256');
      file.stream.on('data', (chunk: Buffer) => hash.update(chunk));
      await pipeline(file.stream, createWriteStream(tmp));
      const fileHash = hash.digest('hex');
      await this.reviveDeadJobs(kind, p.enterpriseId ?? 0, fileHash);
      await this.refuseTaken(p, kind, fileHash);
      let total = 0;
      let invalid = 0;
      const errors: ImportRowError[] = [];
      for await (const chunk of this.checkedRows(kind, this.db, p, createReadStream(tmp), format, locale)) {
        for (const r of chunk) {
          total++;
          if (!r.errors) continue;
          invalid++;
          if (errors.length < IMPORT_ERRORS_SHOWN) errors.push({ row: r.row, message: joinErrors(r.errors, locale) });
        }
      }
      if (total === 0) throw badRequest('importEmpty');
      const fileKey = `${this.storagePrefix}-imports/${monthStamp(new Date())}/${randomBytes(12).toString('hex')}.${format}`;
      await this.storage.put(fileKey, await fs.readFile(tmp), format === 'csv' ? 'text/csv' : XLSX_TYPE);
      const [row] = await this.db
        .insert(importBatch)
        .values({
          userId: p.userId,
          scope: p.enterpriseId ?? 0,
          kind,
          fileName: file.name.slice(0, 255),
          fileHash,
          fileKey,
          format,
          locale,
          total,
          valid: total - invalid,
          invalid,
          errors,
        })
        .returning();
      await this.sweepUncommitted(p.userId);
      return present(row as Batch);
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  /**
   * The caller's checks left uncommitted for longer than a day go, with their files (each upload sweeps its
   * uploader's, so no file waits for a commit that will not come).
   */
  private async sweepUncommitted(userId: number): Promise<void> {
    const gone = await this.db
      .delete(importBatch)
      .where(
        and(
          eq(importBatch.userId, userId),
          eq(importBatch.status, 'checked'),
          lt(importBatch.createdAt, new Date(Date.now() - UNCOMMITTED_KEPT_MS)),
        ),
      )
      .returning({ fileKey: importBatch.fileKey });
    for (const b of gone) await this.storage.delete(b.fileKey).catch(() => {});
  }

  /** The caller's own batch (404 for anyone else's). */
  async batch(p: Principal, id: number): Promise<Batch> {
    const row = await this.db.query.importBatch.findFirst({
      where: and(eq(importBatch.id, id), eq(importBatch.userId, p.userId)),
    });
    if (!row) throw notFound();
    this.kindFor(p, row.kind as ImportKind);
    return row;
  }

  /**
   * The uploaded file back as xlsx with one more column saying, per row, what is wrong (in `locale`), written to a
   * temp file as a stream; the caller sends it and removes it.
   */
  async annotated(p: Principal, id: number, locale: Locale): Promise<{ file: string; fileName: string }> {
    const batch = await this.batch(p, id);
    const kind = batch.kind as ImportKind;
    const out = path.join(os.tmpdir(), `import-annotated-${randomBytes(8).toString('hex')}.xlsx`);
    const sheet = annotatedSheet(this.kinds[kind], out, locale);
    for await (const chunk of this.checkedRows(
      kind,
      this.db,
      p,
      await this.open(batch),
      batch.format as SheetFormat,
      locale,
    )) {
      for (const r of chunk) sheet.add(r.cells, r.errors ? joinErrors(r.errors, locale) : '');
    }
    await sheet.close();
    const base = batch.fileName.replace(/\.(xlsx|csv)$/i, '');
    return { file: out, fileName: `${base}_${locale === 'en' ? 'checked' : '校验结果'}.xlsx` };
  }

  /**
   * Commits a checked batch: a large one becomes a job of the download centre (its file there says per row what
   * happened); a small one is written now. The batch is claimed first, so a double click or a second tab commits
   * once, and the same file committed by another batch is refused by the database's unique index.
   */
  async commit(p: Principal, id: number, mode: ImportMode, locale: Locale): Promise<ImportCommitResult> {
    const batch = await this.batch(p, id);
    if (mode === 'all' && batch.invalid > 0) throw badRequest('importHasErrors', { n: batch.invalid });
    if (batch.valid === 0) throw badRequest('importNothingValid');
    await this.reviveDeadJobs(batch.kind, batch.scope, batch.fileHash);
    if (batch.status !== 'checked' && batch.status !== 'queued') throw conflict('importNotOpen');
    if (batch.total > IMPORT_QUEUE_ABOVE) {
      await this.claim(this.db, batch, 'queued', mode);
      try {
        const job = await this.queue.create(
          p,
          { kind: importJobKind[batch.kind as ImportKind], batchId: batch.id, mode },
          locale,
        );
        await this.db.update(importBatch).set({ jobId: job.id }).where(eq(importBatch.id, batch.id));
        return { id: batch.id, inserted: 0, skipped: 0, jobId: job.id };
      } catch (err) {
        await this.release(batch.id);
        throw err;
      }
    }
    // Claimed inside the commit's transaction: a failure (or a crash) leaves the batch as it was.
    const { inserted } = await this.write(p, batch, mode, locale, undefined, true);
    await this.dropFile(batch);
    return { id: batch.id, inserted, skipped: batch.total - inserted, jobId: null };
  }

  /**
   * Writes the batch's valid rows in one transaction, calling `onRow` with each row's outcome as it goes; any
   * failure rolls every row back. Marks the batch committed.
   */
  async write(
    p: Principal,
    batch: Batch,
    mode: ImportMode,
    locale: Locale,
    onRow?: (row: CheckedRow) => Promise<void>,
    claim = false,
  ): Promise<{ inserted: number }> {
    return this.writeKind(batch.kind as ImportKind, p, batch, mode, locale, onRow, claim);
  }

  private async writeKind<K extends ImportKind>(
    kind: K,
    p: Principal,
    batch: Batch,
    mode: ImportMode,
    locale: Locale,
    onRow: ((row: CheckedRow) => Promise<void>) | undefined,
    claim: boolean,
  ): Promise<{ inserted: number }> {
    const def: ImportKindDef<ImportRows[K]['value'], ImportRows[K]['row']> = this.kinds[kind];
    const later: (() => Promise<void>)[] = [];
    const inserted = await this.db.transaction(async (tx) => {
      if (claim) await this.claim(tx, batch, 'committing', mode);
      // Opened once claimed: a second commit of a committed batch is refused, not told its file is gone.
      const input = await this.open(batch);
      await def.begin?.(tx, p);
      let written = 0;
      for await (const chunk of this.checkedRows(kind, tx, p, input, batch.format as SheetFormat, locale)) {
        // The valid rows' values (a valid row always has one).
        const good = chunk.flatMap((r) => (r.errors || r.value === undefined ? [] : [r.value]));
        // The data changed since the check: in "all or nothing" one refused row refuses them all.
        if (mode === 'all' && good.length < chunk.length) {
          throw badRequest('importHasErrors', { n: chunk.length - good.length });
        }
        if (good.length > 0) written += await def.insert(tx, p, good, (work) => later.push(work));
        if (onRow) for (const r of chunk) await onRow(r);
      }
      if (written === 0) throw badRequest('importNothingValid');
      await def.end?.(tx);
      await tx
        .update(importBatch)
        .set({ status: 'committed', inserted: written, committedAt: new Date() })
        .where(eq(importBatch.id, batch.id));
      return written;
    });
    // Committed: what the rows' kind keeps for now (notices) may fail, the import stands.
    for (const work of later) {
      await work().catch((err: unknown) =>
        this.log.error({ err, batchId: batch.id }, 'import: after-commit work failed'),
      );
    }
    return { inserted };
  }

  /** The committed batch's file is no longer needed (a failed delete leaves an orphan, never a wrong answer). */
  async dropFile(batch: Batch): Promise<void> {
    await this.storage.delete(batch.fileKey).catch(() => {});
  }

  /** The batch's rows as read, in the kind's column order, unchecked: the queued job's result file. */
  async *rawRows(batch: Batch, locale: Locale): AsyncGenerator<{ row: number; cells: string[] }> {
    const def: KindSheet = this.kinds[batch.kind as ImportKind];
    let indexOf: Map<string, number> | null = null;
    for await (const { number, cells } of sheetRows(await this.open(batch), batch.format as SheetFormat)) {
      if (!indexOf) indexOf = matchHeader(def, cells, locale);
      else yield { row: number, cells: def.columns.map((c) => cells[indexOf?.get(c.key) ?? -1] ?? '') };
    }
  }

  /** A queued batch of the caller's, for its job (null once it is no longer queued). */
  async queuedBatch(p: Principal, id: number): Promise<Batch | null> {
    const batch = await this.batch(p, id);
    return batch.status === 'queued' ? batch : null;
  }

  /** A commit that failed: the batch can be committed again (in the other mode, say). */
  async release(id: number): Promise<void> {
    await this.db
      .update(importBatch)
      .set({ status: 'checked', mode: null, jobId: null })
      .where(and(eq(importBatch.id, id), inArray(importBatch.status, ['committing', 'queued'])));
  }

  /** The kind's columns' headers plus the result column, in `locale`. */
  headers(kind: ImportKind, locale: Locale): string[] {
    return [...this.kinds[kind].columns.map((c) => c[locale]), t(locale, 'importResultColumn')];
  }

  private async refuseTaken(p: Principal, kind: ImportKind, fileHash: string): Promise<void> {
    const taken = await this.db.query.importBatch.findFirst({
      columns: { id: true },
      where: and(
        eq(importBatch.kind, kind),
        eq(importBatch.scope, p.enterpriseId ?? 0),
        eq(importBatch.fileHash, fileHash),
        inArray(importBatch.status, ['committing', 'queued', 'committed']),
      ),
    });
    if (taken) throw conflict('importDuplicate');
  }

  /**
   * Queued batches whose job failed or is gone (the server stopped under it: the download centre failed the job)
   * are open again, so their file is not held as taken forever.
   */
  private async reviveDeadJobs(kind: string, scope: number, fileHash: string): Promise<void> {
    await this.db
      .update(importBatch)
      .set({ status: 'checked', mode: null, jobId: null })
      .where(
        and(
          eq(importBatch.kind, kind),
          eq(importBatch.scope, scope),
          eq(importBatch.fileHash, fileHash),
          eq(importBatch.status, 'queued'),
          isNotNull(importBatch.jobId),
          notExists(
            this.db
              .select({ id: exportJob.id })
              .from(exportJob)
              .where(
                and(eq(exportJob.id, importBatch.jobId), inArray(exportJob.status, ['pending', 'running', 'done'])),
              ),
          ),
        ),
      );
  }

  private async claim(db: Db | Tx, batch: Batch, status: 'committing' | 'queued', mode: ImportMode): Promise<void> {
    let claimed: { id: number }[];
    try {
      claimed = await db
        .update(importBatch)
        .set({ status, mode })
        .where(and(eq(importBatch.id, batch.id), eq(importBatch.status, 'checked')))
        .returning({ id: importBatch.id });
    } catch (err) {
      // Another batch of the same bytes was committed meanwhile: the unique index refuses this one.
      if (uniqueViolation(err)) throw conflict('importDuplicate');
      throw err;
    }
    if (claimed.length === 0) throw conflict('importNotOpen');
  }

  private async open(batch: Batch): Promise<Readable> {
    const object = await this.storage.get(batch.fileKey);
    if (!object) throw new AppError(410, 'importFileGone');
    return object.body;
  }

  /**
   * Every row of the file, checked: the header is matched to the kind's columns (zh or en), each row parsed with
   * the form's schema, repeated keys refused, then each chunk resolved against the database (`db` or the
   * commit's transaction). Yields one chunk at a time.
   */
  async *checkedRows<K extends ImportKind>(
    kind: K,
    db: Db | Tx,
    p: Principal,
    input: Readable,
    format: SheetFormat,
    locale: Locale,
  ): AsyncGenerator<CheckedRow<ImportRows[K]['row']>[]> {
    const def: ImportKindDef<ImportRows[K]['value'], ImportRows[K]['row']> = this.kinds[kind];
    let indexOf: Map<string, number> | null = null;
    const seen = new Map<string, number>();
    // Each row with its parsed value until the chunk is resolved (the value it is written with).
    let chunk: { out: CheckedRow<ImportRows[K]['row']>; parsed?: ImportRows[K]['value'] }[] = [];
    let count = 0;
    const flush = async () => {
      const open = chunk.flatMap((r) => (r.out.errors || r.parsed === undefined ? [] : [{ ...r, parsed: r.parsed }]));
      if (open.length > 0) {
        const resolved = await def.resolve(
          db,
          p,
          open.map((r) => r.parsed),
          locale,
        );
        open.forEach((r, i) => {
          const out = resolved[i];
          if (out?.errors) r.out.errors = out.errors;
          else r.out.value = out?.value;
        });
      }
      const done = chunk.map((r) => r.out);
      chunk = [];
      return done;
    };
    try {
      for await (const { number, cells } of sheetRows(input, format)) {
        if (!indexOf) {
          indexOf = matchHeader(def, cells, locale);
          continue;
        }
        if (++count > IMPORT_MAX_ROWS) throw badRequest('importTooManyRows', { n: IMPORT_MAX_ROWS });
        const byKey = Object.fromEntries(def.columns.map((c) => [c.key, cells[indexOf?.get(c.key) ?? -1] ?? '']));
        const parsed = def.parse(byKey, locale);
        const ordered = def.columns.map((c) => byKey[c.key] ?? '');
        const row: CheckedRow<ImportRows[K]['row']> = { row: number, cells: ordered, errors: parsed.errors ?? null };
        if (parsed.value !== undefined) {
          const key = def.key(parsed.value);
          const first = key === null ? undefined : seen.get(key);
          if (first !== undefined) row.errors = [t(locale, 'importRowRepeated', { row: first })];
          else if (key !== null) seen.set(key, number);
        }
        chunk.push({ out: row, parsed: parsed.value });
        if (chunk.length >= CHUNK) yield await flush();
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw badRequest('importUnreadable');
    }
    if (!indexOf) throw badRequest('importEmpty');
    if (chunk.length > 0) yield await flush();
  }
}

function formatOf(name: string): SheetFormat {
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'xlsx' || ext === 'csv') return ext;
  throw badRequest('importFileType');
}

/** Column key → index in the file; a column of the kind missing from the header is a 400 naming it. */
function matchHeader(def: KindSheet, header: string[], locale: Locale): Map<string, number> {
  const texts = header.map(headerText);
  const found = new Map<string, number>();
  const missing: string[] = [];
  for (const c of def.columns) {
    const i = texts.findIndex((h) => h === headerText(c.zh) || h === headerText(c.en) || h === c.key.toLowerCase());
    if (i < 0) missing.push(c[locale]);
    else found.set(c.key, i);
  }
  if (missing.length > 0) throw badRequest('importHeaderMissing', { columns: missing.join('、') });
  return found;
}

/** A streamed xlsx: the kind's headers, then each row's cells and the text of its last column. */
export function annotatedSheet(def: KindSheet, file: string, locale: Locale) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(importKindLabels[def.kind as ImportKind][locale], {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const header = [...def.columns.map((c) => c[locale]), t(locale, 'importResultColumn')];
  sheet.columns = header.map((h, i) => ({ header: h, key: String(i), width: def.columns[i]?.width ?? 40 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const width = def.columns.length;
  return {
    add(cells: string[], result: string) {
      const row = sheet.addRow([...cells, result]);
      if (result) row.getCell(width + 1).font = { color: { argb: 'FFC00000' } };
      row.commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

function present(b: Batch): ImportCheck {
  return {
    id: b.id,
    kind: b.kind as ImportKind,
    fileName: b.fileName,
    total: b.total,
    valid: b.valid,
    invalid: b.invalid,
    errors: b.errors,
    queued: b.total > IMPORT_QUEUE_ABOVE,
  };
}
