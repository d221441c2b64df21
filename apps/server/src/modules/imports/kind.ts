import type { ImportColumn, SheetEnum } from '@console/domain/import-columns';
import type { Locale } from '@console/domain/locale';
import { type MessageKey, t } from '@console/domain/messages';
import type { ImportKind } from '@console/domain/schemas/imports';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Principal } from '../../http/principal.js';
import { fieldIssueOf, issueReason } from '../../http/validation-text.js';

export type { ImportColumn, SheetEnum } from '@console/domain/import-columns';

/** A row's cells by column key. */
export type Cells = Record<string, string>;
/** A checked row: its value, or why it is refused (one text per problem, in the uploader's language). */
export type Checked<V> = { value: V; errors?: undefined } | { value?: undefined; errors: string[] };

/**
 * What one kind of import knows: its columns, how a row is checked by the same schema as the form (`parse`),
 * what the database says about a chunk of rows (`resolve`: unknown phone, already listed…), the key two rows of
 * one file must not share, and how valid rows are written (`insert`, inside the commit's one transaction).
 */
export interface ImportKindDef<V, R = V> {
  kind: ImportKind;
  columns: readonly ImportColumn[];
  /** 403 when the caller may not import this kind even with the permission (staff-only lists, enterprise tasks) */
  allowed(p: Principal): boolean;
  parse(cells: Cells, locale: Locale): Checked<V>;
  /** the key two rows of a file must not share (null: any number of equal rows) */
  key(value: V): string | null;
  resolve(db: Db | Tx, p: Principal, rows: V[], locale: Locale): Promise<Checked<R>[]>;
  /** once per commit, before the first row (e.g. the enterprise may still publish) */
  begin?(tx: Tx, p: Principal): Promise<void>;
  /** `afterCommit` keeps work for once the commit's transaction is committed (the notices of what it wrote) */
  insert(tx: Tx, p: Principal, rows: R[], afterCommit: (work: () => Promise<void>) => void): Promise<number>;
  /** once per commit, after the last row (e.g. announce the change) */
  end?(tx: Tx): Promise<void>;
}

/** "header: reason" with the colon of the language. */
const labelled = (header: string, text: string, locale: Locale) => `${header}${locale === 'en' ? ': ' : '：'}${text}`;

/** A row's problems as one cell or line, with the separator of the language. */
export const joinErrors = (errors: string[], locale: Locale) => errors.join(locale === 'en' ? '; ' : '；');

/** Each zod issue of a row as "header: reason", the header as the sheet names it. */
export function rowIssues(columns: readonly ImportColumn[], error: z.ZodError, locale: Locale): string[] {
  return error.issues.map((issue) => {
    const column = columns.find((c) => c.key === String(issue.path[0]));
    const reason = issueReason(fieldIssueOf(issue), locale);
    return column ? labelled(column[locale], reason, locale) : reason;
  });
}

/** "header: message" for a check of the row that is not the schema's. */
export function columnError(
  columns: readonly ImportColumn[],
  key: string,
  locale: Locale,
  message: MessageKey,
  params?: Record<string, string | number>,
): string {
  const column = columns.find((c) => c.key === key);
  const text = t(locale, message, params);
  return column ? labelled(column[locale], text, locale) : text;
}

/** A cell's code: the code itself, or the label in either language; unknown text is kept for the schema to refuse. */
export function codeOf(choices: SheetEnum, cell: string): string | undefined {
  if (cell === '') return undefined;
  if (Object.hasOwn(choices, cell)) return cell;
  const found = Object.entries(choices).find(([, l]) => l.zh === cell || l.en.toLowerCase() === cell.toLowerCase());
  return found ? found[0] : cell;
}

/** Empty cells are left out, so the schema's defaults and "required" apply as in the form. */
export function present(cells: Cells): Record<string, string> {
  return Object.fromEntries(Object.entries(cells).filter(([, v]) => v !== ''));
}
