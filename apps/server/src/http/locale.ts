import { type Locale, pickLocale } from '@console/domain/locale';
import type { FastifyRequest } from 'fastify';

/** The request's language: the web sends Accept-Language from the user's setting; zh by default. */
export function requestLocale(request: FastifyRequest): Locale {
  return pickLocale(request.headers['accept-language']);
}
