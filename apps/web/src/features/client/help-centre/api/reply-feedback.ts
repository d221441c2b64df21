import type { FeedbackReplyBody } from '@console/domain/schemas/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /client/feedback/:id/reply (staff): the status 1-4 and the reply. */
export function replyFeedback({
  id,
  body,
  request,
}: {
  id: number;
  body: FeedbackReplyBody;
  request?: SubmitRequest;
}): Promise<null> {
  return postData<null>(`client/feedback/${id}/reply`, body, request);
}

export function useReplyFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.helpCentre.feedbackAll }),
  });
}
