import type { ForceOfflineBody } from '@console/domain/schemas/softphone';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData } from '../../../lib/http/client';

/** POST /callCenter/agent/forceOffline (telManage:monitor): the agent goes offline, told why; the seat is freed. */
export function forceOffline(body: ForceOfflineBody, request?: SubmitRequest): Promise<null> {
  return postData<null>('callCenter/agent/forceOffline', body, request);
}
