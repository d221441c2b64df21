import type { TaskRow } from '@console/domain/schemas/task';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** A task row (the domain's TaskRow) as the invitation's choice shows it. */
export type RecruitingTask = Pick<TaskRow, 'id' | 'title' | 'taskNo'>;

/** Recruiting tasks (GET /client/task/list?status=2) to invite a freelancer to, searched by title or number. */
export function useRecruitingTasks(keyword: string, enabled: boolean) {
  return useQuery({
    // under ['tasks', 'list'] so a task's change (closed, completed) refreshes the choice
    queryKey: queryKeys.tasks.recruiting(keyword),
    queryFn: async () => {
      const page = await getData<{ rows: RecruitingTask[] }>('client/task/list', {
        status: '2',
        pageSize: 50,
        ...(keyword ? { keyword } : {}),
      });
      return page.rows;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
