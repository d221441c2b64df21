import { randomUUID } from 'node:crypto';
import { t } from '@console/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { requestLocale } from './locale.js';
import { type FieldIssue, issueField, issueReason } from './validation-text.js';

/**
 * The one error handler: AppErrors and validation failures answer their status and a translated message;
 * anything else is logged with a correlation id and answered as a 500 that reveals nothing inside.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, 'app error');
      return reply.status(err.status).send({ code: err.status, msg: t(locale, err.key, err.params), data: err.data });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation as FieldIssue[];
      const first = issues[0];
      const field = first ? issueField(first, locale) : { path: '', label: '' };
      const reason = first ? issueReason(first, locale) : '';
      return reply.status(400).send({
        code: 400,
        msg: field.label
          ? t(locale, 'fieldInvalid', { field: field.label, reason })
          : reason || t(locale, 'badRequest'),
        data: {
          field: field.path,
          errors: issues.map((v) => ({ field: issueField(v, locale).path, message: issueReason(v, locale) })),
        },
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT') {
      return reply
        .status(413)
        .send({ code: 413, msg: t(locale, 'tooLarge', { n: app.config.uploadMaxMb }), data: null });
    }
    if (status === 429) return reply.status(429).send({ code: 429, msg: t(locale, 'rateLimited'), data: null });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, …): safe to name, never internals.
      const key =
        status === 404 ? 'notFound' : status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : 'badRequest';
      return reply.status(status).send({ code: status, msg: t(locale, key), data: null });
    }
    const id = randomUUID();
    request.log.error({ err, errorId: id }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: t(locale, 'internal', { id }), data: { errorId: id } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 404, msg: t(requestLocale(request), 'notFound'), data: null });
  });
}
