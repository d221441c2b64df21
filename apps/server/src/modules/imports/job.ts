import { t } from '@console/domain/messages';
import { type ImportKind, ImportMode, importKinds, importPermissions } from '@console/domain/schemas/imports';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { registerExporter } from '../exports/registry.js';
import { joinErrors } from './kind.js';
import { type ImportService, importJobKind } from './service.js';

const JobParams = z.object({ batchId: z.coerce.number().int().positive(), mode: ImportMode });

/**
 * A large import runs as a job of the download centre: its "rows" are the file's rows, each with what happened to
 * it, written while the commit's transaction goes on (so the job's progress is the commit's). A commit that fails
 * fails the job with its reason, and the batch can be committed again.
 */
export function registerImportJobs(service: ImportService): void {
  for (const kind of importKinds) {
    registerExporter({
      kind: importJobKind[kind],
      query: JobParams,
      permission: importPermissions[kind],
      columns: (locale) => service.headers(kind, locale).map((header, i) => ({ header, key: String(i), width: 20 })),
      count: async (_db, p, params) => (await service.batch(p, JobParams.parse(params).batchId)).total,
      rows: (_db, p, params, locale) => jobRows(service, kind, p, JobParams.parse(params), locale),
    });
  }
}

async function* jobRows(
  service: ImportService,
  kind: ImportKind,
  p: Parameters<ImportService['batch']>[0],
  params: z.infer<typeof JobParams>,
  locale: 'zh' | 'en',
): AsyncIterable<Record<string, unknown>> {
  const batch = await service.queuedBatch(p, params.batchId);
  if (!batch || batch.kind !== kind) throw new Error(t(locale, 'importNotOpen'));
  // The commit first, its refusals kept by row: the embedded database has one connection, which the
  // transaction holds, so the download centre's progress writes could not run beside it.
  const refused = new Map<number, string>();
  try {
    await service.write(p, batch, params.mode, locale, async (r) => {
      if (r.errors) refused.set(r.row, joinErrors(r.errors, locale));
    });
  } catch (err) {
    await service.release(batch.id);
    // The job's failure reason is read by a person: a refusal in their language, not its message key.
    throw err instanceof AppError ? new Error(t(locale, err.key, err.params)) : err;
  }
  const ok = t(locale, 'importOk');
  let n = 0;
  for await (const r of service.rawRows(batch, locale)) {
    const out: Record<string, unknown> = { id: ++n };
    r.cells.forEach((c, i) => {
      out[String(i)] = c;
    });
    out[String(r.cells.length)] = refused.get(r.row) ?? ok;
    yield out;
  }
  await service.dropFile(batch);
}
