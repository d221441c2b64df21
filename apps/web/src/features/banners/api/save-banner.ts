import type { BannerInput } from '@console/domain/schemas/banner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData, putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /system/banner (new) or PUT /system/banner/:id (edit). */
export function saveBanner({ id, body, request }: { id: number | null; body: BannerInput; request?: SubmitRequest }) {
  return id === null
    ? postData<{ id: number }>('system/banner', body, request)
    : putData<null>(`system/banner/${id}`, body, request);
}

export function useSaveBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.banners.all }),
  });
}
