import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';

export interface RecruitingTask {
  id: number;
  title: string;
  taskNo: string;
}

/** Recruiting tasks (GET /client/task/list?status=2) to invite a freelancer to, searched by title or number. */
export function useRecruitingTasks(keyword: string, enabled: boolean) {
  return useQuery({
    // under ['tasks', 'list'] so a task's change (closed, completed) refreshes the choice
    queryKey: ['tasks', 'list', 'recruiting', keyword],
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
