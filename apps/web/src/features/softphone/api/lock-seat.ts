import type { SeatLockAnswer } from '@console/domain/schemas/softphone';
import { postData } from '../../../lib/http/client';
import { t } from '../../../lib/i18n/i18n';
import { SEATS } from './list-seats';
import { seatCall } from './seat-call';

/**
 * POST …/account/lock (form agentId). A refused lock shows the server's message, or 无坐席 / no seat
 * (the caller shows the error's message; the http client's generic 404/409 texts are not used here).
 */
export function lockSeat(agentId: string): Promise<SeatLockAnswer> {
  return seatCall(
    () => postData<SeatLockAnswer>(`${SEATS}/lock`, { agentId }, { silent: true }),
    t('softphone.noSeat'),
  );
}
