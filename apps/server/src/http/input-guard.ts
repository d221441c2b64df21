import type { Socket } from 'node:net';
import { fieldLabel } from '@console/domain/field-labels';
import { pickLocale } from '@console/domain/locale';
import { type MessageKey, t } from '@console/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { requestLocale } from './locale.js';
import { securityHeaders } from './security-headers.js';

/**
 * Input no route should ever see, refused once for all of them, and the answers Fastify and Node write on their
 * own (a URL that cannot be decoded, a path segment too long, headers too large) put in our envelope with our
 * security headers.
 */

/** PostgreSQL text cannot hold U+0000; anything carrying it is refused before it reaches a query or the disk. */
const NUL = '\u0000';

/** The path (`body.files.0.url`) of the first text, key included, that holds a NUL character, or null. */
export function findNul(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (v.includes(NUL)) return path;
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (k.includes(NUL)) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (path === null) continue;
      const locale = requestLocale(request);
      throw new AppError(
        400,
        'fieldInvalid',
        { field: fieldLabel(path, locale) || path, reason: t(locale, 'invalidCharacter') },
        { field: path },
      );
    }
    done();
  });
}

function envelope(status: number, key: MessageKey, locale: 'zh' | 'en') {
  return { code: status, msg: t(locale, key), data: null };
}

/** Fastify's router errors (bad percent-encoding, a path parameter over maxParamLength), answered as ours. */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const key: MessageKey = status === 500 ? 'badRequest' : 'urlInvalid';
  request.log.info({ code: err.code }, 'refused before routing');
  return reply
    .headers(securityHeaders)
    .header('x-request-id', request.id)
    .status(status)
    .send(envelope(status, key, requestLocale(request)));
}

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Node's parser errors (headers over 16 KB, a malformed request line, a client too slow): no request exists yet,
 * so the answer is written on the socket, in the default language, and the connection closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const key: MessageKey = status === 431 ? 'headersTooLarge' : 'badRequest';
  const body = JSON.stringify(envelope(status, key, pickLocale(undefined)));
  if (socket.writable) {
    const headers = Object.entries({
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${reasonPhrases[status]}\r\n${headers}\r\n${body}`);
  }
  socket.destroy(err);
}
