import type { EnterpriseDetail } from '@console/domain/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/enterprise/:id: the enterprise with its users and contracts. */
export function getEnterprise(id: number): Promise<EnterpriseDetail> {
  return getData<EnterpriseDetail>(`system/enterprise/${id}`);
}

export function useEnterprise(id: number | null) {
  return useQuery({
    queryKey: queryKeys.system.enterprises.detail(id),
    queryFn: () => getEnterprise(id as number),
    enabled: id !== null,
  });
}
