import type { Page } from '@console/domain/schemas/list';
import type { AgentStateChangeRow } from '@console/domain/schemas/softphone';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /callCenter/agent/states (telManage:monitor): a seat's state changes, newest first (the latest 50). */
export function getAgentStates(agentId: string): Promise<Page<AgentStateChangeRow>> {
  return getData<Page<AgentStateChangeRow>>('callCenter/agent/states', { agentId, pageNum: 1, pageSize: 50 });
}

export function useAgentStates(agentId: string | null) {
  return useQuery({
    queryKey: queryKeys.agentStates.list(agentId ?? ''),
    queryFn: () => getAgentStates(agentId as string),
    enabled: agentId !== null,
  });
}
