import type { BulkResult } from '@console/domain/schemas/bulk';
import { useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData } from '../../../lib/http/client';
import type { BulkKey } from '../../../lib/list/bulk-selection';
import { queryKeys } from '../../../lib/query-keys';

/** POST /client/task/bulk/approve | reject: the task workflow's review on each task, one request. */
export function bulkReviewTasks(
  decision: 'approve' | 'reject',
  ids: BulkKey[],
  reason: string | undefined,
  request: SubmitRequest,
) {
  return postData<BulkResult>(`client/task/bulk/${decision}`, { ids, ...(reason ? { reason } : {}) }, request);
}

/** What a bulk review changes: the queue, the task lists and the tasks' details and histories. */
export function useAfterBulkReview() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.system.reviewQueue.lists }),
      client.invalidateQueries({ queryKey: queryKeys.tasks.all }),
    ]);
}
