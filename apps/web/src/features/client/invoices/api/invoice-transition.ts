import type { InvoiceDetail, InvoiceIssueInput, InvoicePostBody } from '@console/domain/schemas/invoice';
import type { InvoiceAction } from '@console/domain/workflows/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

export type StaffAction = Exclude<InvoiceAction, 'apply'>;

/** The body each staff action sends. */
export interface TransitionBodies {
  approve: undefined;
  reject: { reason: string };
  issue: InvoiceIssueInput;
  post: InvoicePostBody;
  void: { reason: string };
}

export interface Transition<A extends StaffAction = StaffAction> {
  id: number;
  action: A;
  body: TransitionBodies[A];
  /** the dialog's Idempotency-Key */
  request?: SubmitRequest;
}

/** POST /client/invoice/:id/{approve,reject,issue,post,void}: one call shape for every staff action. */
export function transitionInvoice({ id, action, body, request }: Transition): Promise<InvoiceDetail> {
  return postData<InvoiceDetail>(`client/invoice/${id}/${action}`, body ?? {}, request);
}

export function useInvoiceTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionInvoice,
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.invoices.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoiceRecords.all });
    },
  });
}
