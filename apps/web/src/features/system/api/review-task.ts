import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** The task workflow's own review calls: POST /client/task/:id/approve or /reject (with a reason). */
export function reviewTask({
  id,
  decision,
  reason,
  request,
}: {
  id: number;
  decision: 'approve' | 'reject';
  reason?: string;
  request?: SubmitRequest;
}) {
  return postData<unknown>(`client/task/${id}/${decision}`, decision === 'reject' ? { reason } : undefined, request);
}

export function useReviewTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewTask,
    onSuccess: async (_, { id }) => {
      await client.invalidateQueries({ queryKey: queryKeys.system.reviewQueue.lists });
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.tasks.lists }),
        client.invalidateQueries({ queryKey: queryKeys.tasks.detail(id) }),
        client.invalidateQueries({ queryKey: queryKeys.tasks.history(id) }),
      ]);
    },
  });
}
