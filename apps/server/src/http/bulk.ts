import { randomUUID } from 'node:crypto';
import { t } from '@console/domain/messages';
import type { BulkResult } from '@console/domain/schemas/bulk';
import type { FastifyRequest } from 'fastify';
import { auditChange } from './audit.js';
import { AppError } from './errors.js';
import { requestLocale } from './locale.js';

/**
 * Runs a single-row action on each key of a bulk request, one after the other, each in the single action's own
 * transaction with its own checks (permission, workflow state, enterprise scope): a refused row is answered with
 * the status and the translated reason the single call would give, and never stops the others. Rows are not
 * one transaction on purpose: approving 200 tasks should not fail because one was approved a second ago.
 * The operation log gets one entry for the request, with its counts and the refused keys.
 */
export async function eachRow<K extends number | string>(
  request: FastifyRequest,
  keys: readonly K[],
  act: (key: K) => Promise<unknown>,
): Promise<BulkResult> {
  const locale = requestLocale(request);
  const result: BulkResult = { done: [], refused: [] };
  for (const key of keys) {
    try {
      await act(key);
      result.done.push(key);
    } catch (err) {
      if (err instanceof AppError && err.status < 500) {
        result.refused.push({ id: key, status: err.status, reason: t(locale, err.key, err.params) });
        continue;
      }
      // Not the row's fault: logged with an id the caller can quote, as the error handler does for a whole call.
      const id = randomUUID();
      request.log.error({ err, errorId: id, key }, 'bulk row failed');
      result.refused.push({ id: key, status: 500, reason: t(locale, 'internal', { id }) });
    }
  }
  auditChange(request, {
    after: { done: result.done.length, refused: result.refused.map((r) => `${r.id}:${r.status}`) },
  });
  return result;
}
