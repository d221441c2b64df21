import type { EnterpriseOption } from '@console/domain/schemas/task';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /client/enterprise/options (staff only, at most 50 by name): the enterprise filter's choices. */
export function getEnterpriseOptions(keyword: string): Promise<EnterpriseOption[]> {
  return getData<EnterpriseOption[]>('client/enterprise/options', keyword ? { keyword } : undefined);
}

export function useEnterpriseOptions(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.enterpriseOptions.search(keyword),
    queryFn: () => getEnterpriseOptions(keyword),
    enabled,
    staleTime: 300_000,
    placeholderData: keepPreviousData,
  });
}
