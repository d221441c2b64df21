import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /system/banner/:id */
export function deleteBanner(id: number): Promise<null> {
  return deleteData<null>(`system/banner/${id}`);
}

export function useDeleteBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.banners.all }),
  });
}
