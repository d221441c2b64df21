import type { Page } from '@console/domain/schemas/list';
import type { TaskHistoryEntry } from '@console/domain/schemas/task';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

export const TASK_HISTORY_PAGE_SIZE = 20;

/** GET /client/task/:id/history: every change of the task, oldest first, a page at a time. */
export function getTaskHistory(id: number, pageNum: number): Promise<Page<TaskHistoryEntry>> {
  return getData<Page<TaskHistoryEntry>>(`client/task/${id}/history`, {
    pageNum,
    pageSize: TASK_HISTORY_PAGE_SIZE,
  });
}

export const taskHistoryKey = queryKeys.tasks.history;

export const taskHistoryQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: taskHistoryKey(id),
    queryFn: ({ pageParam }) => getTaskHistory(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPageParam) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return loaded >= last.total || last.rows.length === 0 ? undefined : lastPageParam + 1;
    },
  });

export function useTaskHistory(id: number) {
  return useInfiniteQuery(taskHistoryQuery(id));
}
