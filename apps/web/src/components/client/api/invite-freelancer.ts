import type { BulkResult } from '@console/domain/schemas/bulk';
import type { OrderDetail } from '@console/domain/schemas/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /client/order/invite: invite a freelancer by phone to a recruiting task. */
export function inviteFreelancer({
  request,
  ...body
}: {
  taskId: number;
  phone: string;
  quantity?: string;
  request?: SubmitRequest;
}): Promise<OrderDetail> {
  return postData<OrderDetail>('client/order/invite', body, request);
}

/** The new order shows in the order list and in its task's order counts, wherever the dialog was opened. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFreelancer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
      ]),
  });
}

/** POST /client/order/bulk/invite: several freelancers, by phone, to one task; each phone as its own invitation. */
export function inviteFreelancers(taskId: number, phones: string[], request: SubmitRequest): Promise<BulkResult> {
  return postData<BulkResult>('client/order/bulk/invite', { taskId, phones }, request);
}
