import { SEAT_PAGE_SIZE, type SeatRow } from '@console/domain/schemas/softphone';
import { getData } from '../../../lib/http/client';

const SEATS = 'bblgServer/system/callCenter/account';

/** GET …/callCenter/account/list (spec section 7): the caller's call centre's seats in one page of 10000. */
export async function listSeats(): Promise<SeatRow[]> {
  const data = await getData<{ rows: SeatRow[]; total: number }>(`${SEATS}/list`, {
    pageNum: 1,
    pageSize: SEAT_PAGE_SIZE,
  });
  return data.rows;
}

export { SEATS };
