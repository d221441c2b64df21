import type { Locale } from '@console/domain/locale';
import type { ExportKind } from '@console/domain/schemas/exports';
import { displayTime } from '@console/domain/stamps';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Principal } from '../../http/principal.js';
import type { KeyRing } from '../../lib/key-ring.js';

export type { ExportKind };

/** One column of the sheet: `header` in the user's language, `key` the row property, `width` in characters. */
export interface ExportColumn {
  header: string;
  key: string;
  width?: number;
}

/** A row of the sheet: values are strings, numbers, Dates, booleans, null or undefined (written as empty). */
export type ExportRow = Record<string, unknown>;

/**
 * An exporter turns a list's filters into sheet rows.
 *
 * - `permission`: the code the caller needs (checked by POST /client/export before a job is created → 403).
 * - `columns(locale)`: headers in the user's language (the job's locale, from Accept-Language).
 * - `rows(db, principal, params)`: the same rows the list shows for the same filters — the list's own WHERE
 *   builder, through `dataScope` (db/data-scope.ts) — with masked fields still masked, paged by id (`keysetRows` below)
 *   so a 100,000-row export never holds more than one page in memory. `params` is the request body without
 *   `kind` (the list's query, strings as the list receives them): parse it with the list's zod schema.
 *   Page size / sort params are ignored (everything matching is exported, by id).
 * - `count` (optional): how many rows `rows` will yield, for the progress bar (the list's count query).
 *
 * Example (modules/orders/exporter.ts, imported once from the module's routes.ts):
 *
 * ```ts
 * registerExporter({
 *   kind: 'orders',
 *   permission: 'client:order:export',
 *   columns: (locale) => [
 *     { header: t(locale, 'orderNo'), key: 'orderNo', width: 22 },
 *     { header: t(locale, 'amount'), key: 'amount', width: 12 },
 *   ],
 *   rows: (db, principal, params) => {
 *     const where = orderListWhere(principal, orderListQuery.parse(params)); // the list's WHERE
 *     return keysetRows(async (afterId, limit) => {
 *       const page = await db.select(...).from(taskOrder)
 *         .where(and(where, gt(taskOrder.id, afterId))).orderBy(asc(taskOrder.id)).limit(limit);
 *       return page.map((r) => ({ id: r.id, orderNo: r.orderNo, amount: r.amount }));
 *     });
 *   },
 * });
 * ```
 */
export interface Exporter {
  kind: ExportKind;
  /** The list's query schema: the filters are checked with it when the job is created (400), not in the job. */
  query: z.ZodType;
  permission: string;
  /**
   * The code an export with protected columns whole needs (`unmasked: true` in the body, with a step-up); without
   * one the kind exports masked only.
   */
  unmaskedPermission?: string;
  columns(locale: Locale): ExportColumn[];
  /** `locale`: the job's language, for enumeration labels in the cells (status, mode…) */
  /** `keys`: for a value derived from a protected column (its gender and age from an ID card), never the value */
  rows(
    db: Db,
    principal: Principal,
    params: Record<string, unknown>,
    locale: Locale,
    keys: KeyRing,
  ): AsyncIterable<ExportRow>;
  count?(db: Db, principal: Principal, params: Record<string, unknown>): Promise<number>;
}

const exporters = new Map<ExportKind, Exporter>();

/** Whether an export's body or stored params ask for protected columns whole (form bodies send strings). */
export function isUnmaskedExport(params: unknown): boolean {
  const v = (params as { unmasked?: unknown } | null)?.unmasked;
  return v === true || v === 'true' || v === '1';
}

/** Registers (or replaces, e.g. in tests) the exporter of a kind. Call it at module load. */
export function registerExporter(exporter: Exporter): void {
  exporters.set(exporter.kind, exporter);
}

/** The exporter of a kind, or undefined when no module registered one (yet). */
export function exporterFor(kind: string): Exporter | undefined {
  return exporters.get(kind as ExportKind);
}

/** A sheet's columns in both languages: row key → header and width in characters. */
export type SheetHeaders = Record<string, { zh: string; en: string; width?: number }>;

/** The `columns` of an exporter from its headers, in the job's language. */
export const sheetColumns =
  (headers: SheetHeaders) =>
  (locale: Locale): ExportColumn[] =>
    Object.entries(headers).map(([key, h]) => ({ key, header: h[locale], width: h.width }));

export const EXPORT_PAGE_SIZE = 1000;

/** A time as a sheet cell: yyyy-MM-dd HH:mm:ss in the server's time zone; blank when there is none. */
export function exportStamp(d: Date | null | undefined): string {
  if (!d) return '';
  return displayTime(d);
}

/**
 * Keyset pagination: calls `page(afterId, limit)` with the last id seen (0 first) until a page comes back
 * shorter than `limit`. Each page must be ordered by id ascending and return rows that carry `id`.
 */
export async function* keysetRows<R extends { id: number }>(
  page: (afterId: number, limit: number) => Promise<R[]>,
  limit = EXPORT_PAGE_SIZE,
): AsyncIterable<R> {
  let afterId = 0;
  for (;;) {
    const rows = await page(afterId, limit);
    for (const row of rows) yield row;
    if (rows.length < limit) return;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
}

/** content-disposition with the UTF-8 name (filename*) and an ASCII fallback for old clients (exports, imports). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
