import type { InvoiceDetail, InvoiceIssueInput, InvoicePostBody } from '@console/domain/schemas/invoice';
import type { InvoiceAction } from '@console/domain/workflows/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../../lib/http/client';

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
}

/** POST /client/invoice/:id/{approve,reject,issue,post,void}: one call shape for every staff action. */
export function transitionInvoice({ id, action, body }: Transition): Promise<InvoiceDetail> {
  return postData<InvoiceDetail>(`client/invoice/${id}/${action}`, body ?? {});
}

export function useInvoiceTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionInvoice,
    onSuccess: (detail) => {
      queryClient.setQueryData(['invoices', 'detail', detail.id], detail);
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      void queryClient.invalidateQueries({ queryKey: ['invoice-records'] });
    },
  });
}
