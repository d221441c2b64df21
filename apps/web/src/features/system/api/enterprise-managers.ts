import type { EnterpriseManager } from '@console/domain/schemas/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { getData, putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/enterprise/manager-options: the staff who may be made account managers. */
export function useManagerOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.system.enterprises.managerOptions,
    queryFn: () => getData<EnterpriseManager[]>('system/enterprise/manager-options'),
    enabled,
  });
}

/** PUT /system/enterprise/:id/managers: replaces the enterprise's account managers. */
export function setManagers({ id, userIds, request }: { id: number; userIds: number[]; request?: SubmitRequest }) {
  return putData<null>(`system/enterprise/${id}/managers`, { userIds }, request);
}

export function useSetManagers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setManagers,
    onSuccess: (_, { id }) => client.invalidateQueries({ queryKey: queryKeys.system.enterprises.detail(id) }),
  });
}
