import type { RoleOption } from '@console/domain/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/role/options: the roles the user form offers. */
export function getRoleOptions(): Promise<RoleOption[]> {
  return getData<RoleOption[]>('system/role/options');
}

export function useRoleOptions(enabled = true) {
  return useQuery({ queryKey: queryKeys.system.roles.options, queryFn: getRoleOptions, enabled });
}
