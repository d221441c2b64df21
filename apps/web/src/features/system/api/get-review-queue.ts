import type { ReviewQueueRow } from '@console/domain/schemas/admin';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/task-review/list: tasks pending review across enterprises. */
export function getReviewQueue(params: Record<string, string | number>): Promise<Page<ReviewQueueRow>> {
  return getData<Page<ReviewQueueRow>>('system/task-review/list', params);
}

export function useReviewQueue(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.system.reviewQueue.list(params),
    queryFn: () => getReviewQueue(params),
    placeholderData: keepPreviousData,
  });
}
