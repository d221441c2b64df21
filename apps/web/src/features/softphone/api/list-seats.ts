import { SEAT_PAGE_SIZE, type SeatRow } from '@console/domain/schemas/softphone';
import { getData } from '../../../lib/http/client';
import { seatCall } from './seat-call';

const SEATS = 'bblgServer/system/callCenter/account';

/**
 * GET …/callCenter/account/list: the caller's call centre's seats in one page of 10000. Refused
 * with the server's own reason (403 您不属于任何呼叫中心: the softphone is not theirs to use).
 */
export function listSeats(): Promise<SeatRow[]> {
  return seatCall(async () => {
    const data = await getData<{ rows: SeatRow[]; total: number }>(
      `${SEATS}/list`,
      { pageNum: 1, pageSize: SEAT_PAGE_SIZE },
      { silent: true },
    );
    return data.rows;
  });
}

export { SEATS };
