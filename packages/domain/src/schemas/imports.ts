import { z } from 'zod';
import { importKinds } from '../import-rules.js';

export { importKinds, importPermissions } from '../import-rules.js';

/**
 * What can be imported from a sheet (issue 23): task drafts, list entries, sensitive words, and invitations of
 * freelancers to tasks.
 */
export const ImportKind = z.enum(importKinds);
export type ImportKind = z.infer<typeof ImportKind>;

/** "only the valid rows" or "all or nothing". */
export const importModes = ['valid', 'all'] as const;
export const ImportMode = z.enum(importModes);
export type ImportMode = z.infer<typeof ImportMode>;

/** A file with more rows than this is committed as a job of the download centre's queue. */
export const IMPORT_QUEUE_ABOVE = 5000;
/** The most rows one file may hold. */
export const IMPORT_MAX_ROWS = 100_000;
/** How many of the errors the check answers (the annotated file has them all). */
export const IMPORT_ERRORS_SHOWN = 20;

export const importStatuses = ['checked', 'committing', 'queued', 'committed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const ImportKindParams = z.object({ kind: ImportKind });
export const ImportIdParams = z.object({ id: z.coerce.number().int().positive() });

/** One refused row: its number in the sheet (the header is row 1) and why, in the uploader's language. */
export const ImportRowError = z.object({ row: z.number().int(), message: z.string() });
export type ImportRowError = z.infer<typeof ImportRowError>;

/** The dry run's answer: the counts and the first errors. */
export const ImportCheck = z.object({
  id: z.number().int(),
  kind: ImportKind,
  fileName: z.string(),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  errors: z.array(ImportRowError),
  /** true when committing will run in the download centre (over IMPORT_QUEUE_ABOVE rows) */
  queued: z.boolean(),
});
export type ImportCheck = z.infer<typeof ImportCheck>;

export const ImportCommitBody = z.object({ mode: ImportMode });
export type ImportCommitBody = z.infer<typeof ImportCommitBody>;

/** The commit's answer: rows written, or the download-centre job that will write them. */
export const ImportCommitResult = z.object({
  id: z.number().int(),
  inserted: z.number().int(),
  skipped: z.number().int(),
  jobId: z.number().int().nullable(),
});
export type ImportCommitResult = z.infer<typeof ImportCommitResult>;

export const importKindLabels: Record<ImportKind, { zh: string; en: string }> = {
  tasks: { zh: '任务导入', en: 'Task import' },
  lists: { zh: '黑白名单导入', en: 'List entry import' },
  words: { zh: '敏感词导入', en: 'Sensitive word import' },
  invitations: { zh: '邀请接单导入', en: 'Invitation import' },
};
