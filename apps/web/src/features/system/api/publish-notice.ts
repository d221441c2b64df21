import type { NoticePublishInput } from '@console/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /system/notice-publication: now, or scheduled when sendAt is later. */
export function publishNotice({ body, request }: { body: NoticePublishInput; request?: SubmitRequest }) {
  return postData<{ id: number; status: 'sent' | 'scheduled' }>('system/notice-publication', body, request);
}

export function usePublishNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishNotice,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.system.publications.lists }),
  });
}
