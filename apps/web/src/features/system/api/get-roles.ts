import type { RoleRow } from '@console/domain/schemas/admin';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/role/list */
export function getRoles(params: Record<string, string | number>): Promise<Page<RoleRow>> {
  return getData<Page<RoleRow>>('system/role/list', params);
}

export function useRoles(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.system.roles.list(params),
    queryFn: () => getRoles(params),
    placeholderData: keepPreviousData,
  });
}
