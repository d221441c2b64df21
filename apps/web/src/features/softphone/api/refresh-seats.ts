import { type Envelope, http } from '../../../lib/http/client';
import { SEATS } from './list-seats';

/** POST …/account/refresh: seats reconciled with the call centre; answers the message to show as a success. */
export async function refreshSeats(): Promise<string> {
  const res = await http.post<Envelope<{ released: number }>>(`${SEATS}/refresh`);
  return res.data.msg;
}
