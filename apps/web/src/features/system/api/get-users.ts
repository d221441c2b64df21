import type { UserRow } from '@console/domain/schemas/admin';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/user/list */
export function getUsers(params: Record<string, string | number>): Promise<Page<UserRow>> {
  return getData<Page<UserRow>>('system/user/list', params);
}

export function useUsers(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.system.users.list(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}
