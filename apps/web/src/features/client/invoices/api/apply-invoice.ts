import type { InvoiceApplyInput, InvoiceDetail } from '@console/domain/schemas/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../../lib/http/client';

/** POST /client/invoice: the server sums the chosen orders and marks them invoiced. */
export function applyInvoice(body: InvoiceApplyInput): Promise<InvoiceDetail> {
  return postData<InvoiceDetail>('client/invoice', body);
}

export function useApplyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
}
