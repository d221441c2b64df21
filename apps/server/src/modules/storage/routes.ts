import { CHAT_IMAGE_PATH } from '@console/domain/schemas/chat';
import { UploadedFile } from '@console/domain/schemas/file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { freelancerOf, principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { envelopeOf } from '../../http/route-helpers.js';
import { readUpload, requireExtension } from '../../http/upload.js';
import { isInline } from './file-types.js';

export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/files/upload',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart field "file", optional field "path" for a sub-path such as chat/image)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(UploadedFile) },
      },
    },
    async (request) => {
      const { file, subPath } = await readUpload(request);
      return ok(await app.files.upload(principalOf(request), file.name, file.bytes, subPath));
    },
  );

  app.post(
    '/freelancer/files/upload',
    {
      config: { access: 'freelancer' },
      schema: {
        tags: ['freelancer'],
        summary: `Upload a chat image (multipart field "file", field "path" ${CHAT_IMAGE_PATH}; PNG or JPEG)`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(UploadedFile) },
      },
    },
    async (request) => {
      const { file, subPath } = await readUpload(request);
      if (subPath !== CHAT_IMAGE_PATH) throw badRequest('uploadPathInvalid');
      requireExtension(file, ['png', 'jpg', 'jpeg']);
      const { freelancerId } = freelancerOf(request);
      return ok(
        await app.files.upload({ userId: null, enterpriseId: null, freelancerId }, file.name, file.bytes, subPath),
      );
    },
  );

  app.get(
    '/files/*',
    {
      // Public by design: keys are unguessable and links must open in viewers that carry no token.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A stored file by its key',
        security: [],
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const found = await app.files.open(request.params['*']);
      if (!found) throw notFound();
      const disposition = isInline(found.contentType) ? 'inline' : 'attachment';
      return reply
        .header('content-type', found.contentType)
        .header('content-length', found.object.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(found.fileName)}`)
        .send(found.object.body);
    },
  );

  app.delete(
    '/files/*',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: 'Delete a file one uploaded',
        params: z.object({ '*': z.string() }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await app.files.remove(principalOf(request), request.params['*']);
      return ok(null);
    },
  );
};
