import type { DeptNode } from '@console/domain/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/dept/list: an enterprise's departments (staff name it; an enterprise user gets their own). */
export function getDepts(enterpriseId: number | null): Promise<DeptNode[]> {
  return getData<DeptNode[]>('system/dept/list', enterpriseId === null ? {} : { enterpriseId });
}

export function useDepts(enterpriseId: number | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.system.depts(enterpriseId),
    queryFn: () => getDepts(enterpriseId),
    enabled,
  });
}
