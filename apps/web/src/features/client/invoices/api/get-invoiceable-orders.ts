import type { InvoiceableOrderRow } from '@console/domain/schemas/invoice';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/invoice/invoiceable-orders: paid, not yet invoiced orders. */
export function getInvoiceableOrders(params: Record<string, string | number>): Promise<Page<InvoiceableOrderRow>> {
  return getData<Page<InvoiceableOrderRow>>('client/invoice/invoiceable-orders', params);
}

export function useInvoiceableOrders(params: Record<string, string | number>, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.invoices.invoiceableOrders(params),
    queryFn: () => getInvoiceableOrders(params),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}
