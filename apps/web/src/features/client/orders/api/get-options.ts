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
