import type { SeatLockAnswer } from '@console/domain/schemas/softphone';
import { HttpError, postData } from '../../../lib/http/client';
import { t } from '../../../lib/i18n/i18n';
import { SEATS } from './list-seats';

/**
 * POST …/account/lock (form agentId). Spec section 8: a refused lock shows the server's message, or 无坐席 / no seat
 * (the caller shows the error's message; the http client's generic 404/409 texts are not used here).
 */
export async function lockSeat(agentId: string): Promise<SeatLockAnswer> {
  try {
    return await postData<SeatLockAnswer>(`${SEATS}/lock`, { agentId }, { silent: true });
  } catch (err) {
    const body = err instanceof HttpError ? (err.body as { msg?: unknown } | null) : null;
    const msg = body && typeof body.msg === 'string' && body.msg ? body.msg : t('softphone.noSeat');
    throw new HttpError(msg, err instanceof HttpError ? err.status : null, body);
  }
}
