import type { AgentToken } from '@console/domain/schemas/softphone';
import { postData } from '../../../lib/http/client';

/** POST /callCenter/agent/token (form agentId, a seat the caller holds): the short-lived phone-client token. */
export function getAgentToken(agentId: string): Promise<AgentToken> {
  return postData<AgentToken>('callCenter/agent/token', { agentId }, { silent: true });
}
