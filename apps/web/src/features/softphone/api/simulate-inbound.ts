import type { InboundCallAnswer, InboundCallBody } from '@console/domain/schemas/softphone';
import type { z } from 'zod';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData } from '../../../lib/http/client';

/** POST /callCenter/simulator/inbound (telManage:simulate): rings that seat (online and idle) or any such one. */
export function simulateInbound(
  body: z.input<typeof InboundCallBody>,
  request?: SubmitRequest,
): Promise<z.infer<typeof InboundCallAnswer>> {
  return postData<z.infer<typeof InboundCallAnswer>>('callCenter/simulator/inbound', body, request);
}
