import type { RoleDetail } from '@console/domain/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/role/:id: the role with the menu ids it grants. */
export function getRole(id: number): Promise<RoleDetail> {
  return getData<RoleDetail>(`system/role/${id}`);
}

export function useRole(id: number | null) {
  return useQuery({
    queryKey: queryKeys.system.roles.detail(id),
    queryFn: () => getRole(id as number),
    enabled: id !== null,
  });
}
