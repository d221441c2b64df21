import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';

export interface Option {
  id: number;
  name: string;
}

/** GET /client/enterprise/options (staff): the enterprise filter's choices, searched by name. */
export function useEnterpriseOptions(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['enterprise-options', keyword],
    queryFn: () => getData<Option[]>('client/enterprise/options', keyword ? { keyword } : undefined),
    enabled,
    staleTime: 300_000,
    placeholderData: keepPreviousData,
  });
}

/** Recruiting tasks (GET /client/task/list?status=2) to invite a freelancer to. */
export function useRecruitingTasks(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'recruiting-tasks', keyword],
    queryFn: async () => {
      const page = await getData<{ rows: { id: number; title: string; taskNo: string }[] }>('client/task/list', {
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
