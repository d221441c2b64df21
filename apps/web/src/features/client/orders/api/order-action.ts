import type { OrderAcceptBody, OrderDetail, OrderReasonBody, OrderReviewBody } from '@console/domain/schemas/order';
import type { OrderAction } from '@console/domain/workflows/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** The console actions and the endpoint verb each one calls (accept/refuse/withdraw/close depend on the mode). */
export const consoleVerbs = {
  acceptApplication: 'accept',
  refuseApplication: 'refuse',
  withdrawInvitation: 'withdraw',
  check: 'check',
  rejectDelivery: 'reject-delivery',
  pay: 'pay',
  review: 'review',
  close: 'close',
  forceClose: 'close',
} as const satisfies Partial<Record<OrderAction, string>>;
export type ConsoleAction = keyof typeof consoleVerbs;

/** What an action sends: the domain's bodies (a reason, a review, the quantity when accepting), or nothing. */
export type OrderActionBody = OrderReasonBody | OrderReviewBody | OrderAcceptBody;

export interface OrderActionInput {
  id: number;
  action: ConsoleAction;
  body?: OrderActionBody;
  /** the dialog's Idempotency-Key */
  request?: SubmitRequest;
}

/** POST /client/order/:id/{accept,refuse,withdraw,check,reject-delivery,pay,review,close}. */
export function runOrderAction({ id, action, body, request }: OrderActionInput): Promise<OrderDetail> {
  return postData<OrderDetail>(`client/order/${id}/${consoleVerbs[action]}`, body ?? {}, request);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (detail: OrderDetail) => {
    queryClient.setQueryData(queryKeys.orders.detail(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.ledger.all });
  };
}

export function useOrderAction() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: runOrderAction, onSuccess: refresh });
}
