import { postData } from '../../../lib/http/client';
import { SEATS } from './list-seats';

/** POST …/account/unlock (form agentId): the seat is free again and its phone goes offline. */
export async function unlockSeat(agentId: string): Promise<void> {
  await postData<null>(`${SEATS}/unlock`, { agentId });
}
