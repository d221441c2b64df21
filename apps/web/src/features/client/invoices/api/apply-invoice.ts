import type { InvoiceApplyInput, InvoiceDetail } from '@console/domain/schemas/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /client/invoice: the server sums the chosen orders and marks them invoiced. */
export function applyInvoice({
  request,
  ...body
}: InvoiceApplyInput & { request?: SubmitRequest }): Promise<InvoiceDetail> {
  return postData<InvoiceDetail>('client/invoice', body, request);
}

export function useApplyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
}
