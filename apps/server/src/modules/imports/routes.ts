import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import {
  ImportCheck,
  ImportCommitBody,
  ImportCommitResult,
  ImportIdParams,
  ImportKindParams,
  importKindLabels,
} from '@console/domain/schemas/imports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditChange } from '../../http/audit.js';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { requestLocale } from '../../http/locale.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { attachment } from '../exports/registry.js';
import { invitationKind } from './invite-kind.js';
import { registerImportJobs } from './job.js';
import { listKind } from './list-kind.js';
import { ImportService } from './service.js';
import { taskKind } from './task-kind.js';
import { templateOf } from './template.js';
import { wordKind } from './word-kind.js';

const tags = ['imports'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sheet imports (issue 23): template, check (the dry run), the checked file back annotated, commit. Each kind asks
 * for the permission of its add form, checked by the service. Only the commit is in the operation log, once per
 * import, with its counts.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ImportService(
    app.database.db,
    app.files.storage,
    app.config.storagePrefix,
    { tasks: taskKind(app.standing), lists: listKind, words: wordKind, invitations: invitationKind(app.orders) },
    app.exports,
    app.log,
  );
  registerImportJobs(service, app.database.kind !== 'pglite');

  // Downloads are POSTs (the console's download helper); they change nothing, so they stay out of the log.
  app.post(
    '/import/:kind/template',
    {
      config: { access: 'user', audit: false },
      schema: {
        tags,
        summary: 'The xlsx template of a kind: headers, an example row, drop-down lists',
        params: ImportKindParams,
      },
    },
    async (request, reply) => {
      const p = principalOf(request);
      const locale = requestLocale(request);
      const def = service.kindFor(p, request.params.kind);
      const name = `${importKindLabels[request.params.kind][locale]}_${locale === 'en' ? 'template' : '模板'}.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(name))
        .send(await templateOf(def, locale));
    },
  );

  app.post(
    '/import/:kind/check',
    {
      // A check writes nothing the user sees: the commit is what the log records.
      config: { access: 'user', audit: false },
      schema: {
        tags,
        summary: 'Upload an xlsx or csv file (multipart field "file") and check every row; nothing is written yet',
        consumes: ['multipart/form-data'],
        params: ImportKindParams,
        response: { 200: envelopeOf(ImportCheck) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      service.kindFor(p, request.params.kind);
      if (!request.isMultipart()) throw badRequest('uploadMissing');
      const part = await request.file();
      if (part?.fieldname !== 'file') throw badRequest('uploadMissing');
      return ok(
        await service.check(p, request.params.kind, { name: part.filename, stream: part.file }, requestLocale(request)),
      );
    },
  );

  app.post(
    '/import/:id/annotated',
    {
      config: { access: 'user', audit: false },
      schema: {
        tags,
        summary:
          'The checked file back as xlsx, with a last column saying per row what is wrong (in the caller’s language)',
        params: ImportIdParams,
      },
    },
    async (request, reply) => {
      const { file, fileName } = await service.annotated(
        principalOf(request),
        request.params.id,
        requestLocale(request),
      );
      const size = (await fs.stat(file)).size;
      const body = createReadStream(file);
      body.on('close', () => void fs.rm(file, { force: true }));
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-length', size)
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(fileName))
        .send(body);
    },
  );

  app.post(
    '/import/:id/commit',
    {
      config: { access: 'user', audit: { entity: 'import' } },
      schema: {
        tags,
        summary:
          'Write the checked rows: "valid" writes the valid ones, "all" writes none unless all are valid; one transaction. Over 5,000 rows it runs in the download centre',
        params: ImportIdParams,
        body: ImportCommitBody,
        response: { 200: envelopeOf(ImportCommitResult) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      const batch = await service.batch(p, request.params.id);
      const counts = {
        kind: batch.kind,
        fileName: batch.fileName,
        total: batch.total,
        valid: batch.valid,
        invalid: batch.invalid,
        mode: request.body.mode,
      };
      auditChange(request, { entityId: batch.id, after: counts });
      const result = await service.commit(p, batch.id, request.body.mode, requestLocale(request));
      auditChange(request, { after: { ...counts, inserted: result.inserted, jobId: result.jobId } });
      return ok(result);
    },
  );
};
