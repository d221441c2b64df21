import type { MessageKey } from '@console/domain/messages';

/**
 * A failure the client should see: an HTTP status and a message id (translated when answered). Services
 * throw these; the one error handler turns them into the envelope.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** extra fields answered in `data` (e.g. the invalid field) */
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey = 'badRequest', params?: Record<string, string | number>) =>
  new AppError(400, key, params);
export const unauthorized = (key: MessageKey = 'unauthorized') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'notFound') => new AppError(404, key);
export const conflict = (key: MessageKey = 'conflict', params?: Record<string, string | number>) =>
  new AppError(409, key, params);
