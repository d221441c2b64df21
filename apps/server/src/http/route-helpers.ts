import { pageSchema } from '@console/domain/schemas/list';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normaliseIp } from './ip.js';

/** The response schema of `{ code, msg, data }` around a data schema. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** A list page: `{ rows, total }`. */
/** The list answer schema around a row schema (one definition, shared with the web: packages/domain). */
export const pageOf = pageSchema;

/** Where a request comes from, for allow-lists and the login log. */
export interface Origin {
  ip: string;
  userAgent: string | undefined;
}

export function originOf(request: FastifyRequest): Origin {
  return { ip: normaliseIp(request.ip), userAgent: request.headers['user-agent'] };
}
