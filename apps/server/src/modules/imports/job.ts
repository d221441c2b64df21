import { t } from '@console/domain/messages';
import { type ImportKind, ImportMode, importKinds, importPermissions } from '@console/domain/schemas/imports';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { registerExporter } from '../exports/registry.js';
import { Channel } from './channel.js';
import { joinErrors } from './kind.js';
import { type ImportService, importJobKind } from './service.js';

const JobParams = z.object({ batchId: z.coerce.number().int().positive(), mode: ImportMode });

/**
 * A large import runs as a job of the download centre: its "rows" are the file's rows, each with what happened to
 * it. A commit that fails fails the job with its reason, and the batch can be committed again. `streaming`: the
 * rows are written while the commit's transaction goes on (PostgreSQL, where the job's progress writes have
 * connections of their own).
 */
export function registerImportJobs(service: ImportService, streaming: boolean): void {
  for (const kind of importKinds) {
    registerExporter({
      kind: importJobKind[kind],
      query: JobParams,
      permission: importPermissions[kind],
      columns: (locale) => service.headers(kind, locale).map((header, i) => ({ header, key: String(i), width: 20 })),
      count: async (_db, p, params) => (await service.batch(p, JobParams.parse(params).batchId)).total,
      rows: (_db, p, params, locale) => jobRows(service, kind, p, JobParams.parse(params), locale, streaming),
    });
  }
}

async function* jobRows(
  service: ImportService,
  kind: ImportKind,
  p: Parameters<ImportService['batch']>[0],
  params: z.infer<typeof JobParams>,
  locale: 'zh' | 'en',
  streaming: boolean,
): AsyncIterable<Record<string, unknown>> {
  const batch = await service.queuedBatch(p, params.batchId);
  if (!batch || batch.kind !== kind) throw new Error(t(locale, 'importNotOpen'));
  const ok = t(locale, 'importOk');
  const resultRow = (n: number, cells: string[], result: string) => {
    const out: Record<string, unknown> = { id: n };
    cells.forEach((c, i) => {
      out[String(i)] = c;
    });
    out[String(cells.length)] = result;
    return out;
  };
  try {
    if (streaming) {
      // Each row's outcome goes to the file as the transaction goes on (the progress is the commit's); a failure
      // fails the job, so no file says "imported" of a row rolled back.
      const rows = new Channel<Record<string, unknown>>();
      let n = 0;
      const writing = service
        .write(p, batch, params.mode, locale, (r) =>
          rows.push(resultRow(++n, r.cells, r.errors ? joinErrors(r.errors, locale) : ok)),
        )
        .then(
          () => rows.close(),
          (err: unknown) => rows.close(err),
        );
      yield* rows;
      await writing;
    } else {
      // The embedded database has one connection, which the transaction holds, so the download centre's progress
      // writes cannot run beside it: the commit first, its refusals kept by row, then the file read once more.
      const refused = new Map<number, string>();
      await service.write(p, batch, params.mode, locale, async (r) => {
        if (r.errors) refused.set(r.row, joinErrors(r.errors, locale));
      });
      let n = 0;
      for await (const r of service.rawRows(batch, locale)) yield resultRow(++n, r.cells, refused.get(r.row) ?? ok);
    }
  } catch (err) {
    await service.release(batch.id);
    // The job's failure reason is read by a person: a refusal in their language, not its message key.
    throw err instanceof AppError ? new Error(t(locale, err.key, err.params)) : err;
  }
  await service.dropFile(batch);
}
