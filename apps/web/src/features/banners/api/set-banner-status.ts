import type { BannerStatus } from '@console/domain/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /system/banner/:id/status: 1 on, 0 off. */
export function setBannerStatus({ id, status }: { id: number; status: BannerStatus }) {
  return putData<null>(`system/banner/${id}/status`, { status });
}

export function useSetBannerStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setBannerStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.banners.all }),
  });
}
