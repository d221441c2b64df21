import type { Page } from '@console/domain/schemas/list';
import type { FreelancerTaskRow } from '@console/domain/schemas/task';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { freelancerGet } from './freelancer-http';
import { nextPageOf } from './paging';

export const TASKS_PAGE_SIZE = 10;

/** GET /freelancer/tasks: recruiting tasks, newest first, the company names masked. */
export function getTasks(pageNum: number, keyword: string): Promise<Page<FreelancerTaskRow>> {
  return freelancerGet<Page<FreelancerTaskRow>>('freelancer/tasks', {
    pageNum,
    pageSize: TASKS_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  });
}

export function useTasks(keyword: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.freelancer.tasks(keyword),
    queryFn: ({ pageParam }) => getTasks(pageParam, keyword),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
