import type { Page } from '@console/domain/schemas/list';
import type { TaskRow } from '@console/domain/schemas/task';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { listPrefetch } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/task/list with the list's paging, sort and filters. */
export function getTasks(params: Record<string, string | number>, silent = false): Promise<Page<TaskRow>> {
  return getData<Page<TaskRow>>('client/task/list', params, { silent });
}

export const prefetchTasks = listPrefetch(queryKeys.tasks.list, (params) => getTasks(params, true));

export const tasksQuery = (params: Record<string, string | number>) =>
  queryOptions({ queryKey: queryKeys.tasks.list(params), queryFn: () => getTasks(params) });

export function useTasks(params: Record<string, string | number>) {
  return useQuery({ ...tasksQuery(params), placeholderData: keepPreviousData });
}
