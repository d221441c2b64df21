import { DownFileListQuery, ExportCreateBody, ExportJob } from '@console/domain/schemas/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import { envelopeOf, pageOf } from '../../http/route-helpers.js';
import { attachment, isUnmaskedExport } from './registry.js';
import { XLSX_TYPE } from './service.js';

const JobParams = z.object({ id: z.coerce.number().int().positive() });

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.exports;
  await service.start();
  app.addHook('onClose', () => service.close());

  app.post(
    '/client/export',
    {
      // an export with protected columns whole asks for a fresh proof, like a reveal
      config: { access: 'user', stepUp: (request) => isUnmaskedExport(request.body) },
      schema: {
        tags: ['exports'],
        summary: "Start an export of a list (kind + the list's filters); the file appears in the download centre",
        body: ExportCreateBody,
        response: { 200: envelopeOf(ExportJob) },
      },
    },
    async (request) => ok(await service.create(principalOf(request), request.body, requestLocale(request))),
  );

  app.get(
    '/common/down-file/list',
    {
      config: { access: 'user' },
      schema: {
        tags: ['exports'],
        summary: "The caller's own export jobs, newest first",
        querystring: DownFileListQuery,
        response: { 200: envelopeOf(pageOf(ExportJob)) },
      },
    },
    async (request) => ok(await service.list(principalOf(request), request.query)),
  );

  app.delete(
    '/common/down-file/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['exports'],
        summary: "Delete one of the caller's exports and its file (409 while it is being generated)",
        params: JobParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.remove(principalOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/common/down-file/:id/download',
    {
      config: { access: 'user' },
      schema: {
        tags: ['exports'],
        summary: "The xlsx file of one of the caller's finished exports (a JSON error when it is not ready)",
        params: JobParams,
      },
    },
    async (request, reply) => {
      const { fileName, object } = await service.open(principalOf(request), request.params.id);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-length', object.size)
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(fileName))
        .send(object.body);
    },
  );
};
