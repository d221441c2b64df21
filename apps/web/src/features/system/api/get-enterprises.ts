import type { EnterpriseRow } from '@console/domain/schemas/admin';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/enterprise/list */
export function getEnterprises(params: Record<string, string | number>): Promise<Page<EnterpriseRow>> {
  return getData<Page<EnterpriseRow>>('system/enterprise/list', params);
}

export function useEnterprises(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.system.enterprises.list(params),
    queryFn: () => getEnterprises(params),
    placeholderData: keepPreviousData,
  });
}
