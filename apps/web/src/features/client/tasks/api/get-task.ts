import type { TaskDetail } from '@console/domain/schemas/task';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/task/:id: the task with its review history and order counts. */
export function getTask(id: number): Promise<TaskDetail> {
  return getData<TaskDetail>(`client/task/${id}`);
}

export const taskQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.tasks.detail(id), queryFn: () => getTask(id) });

export function useTask(id: number | null) {
  return useQuery({ ...taskQuery(id ?? 0), enabled: id !== null });
}
