import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

export interface StandingInput {
  creditGrade?: string;
  status?: string;
  cooperation?: string;
  reason: string;
}

/** PUT /system/enterprise/:id/standing: credit grade, account status or cooperation, with a reason. */
export function changeStanding({ id, body, request }: { id: number; body: StandingInput; request?: SubmitRequest }) {
  return putData<null>(`system/enterprise/${id}/standing`, body, request);
}

export function useChangeStanding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeStanding,
    onSuccess: (_, { id, body }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.system.enterprises.lists }),
        client.invalidateQueries({ queryKey: queryKeys.system.enterprises.detail(id) }),
        // freezing ends the enterprise users' sessions
        body.status !== undefined && client.invalidateQueries({ queryKey: queryKeys.system.sessions.lists }),
      ]),
  });
}
