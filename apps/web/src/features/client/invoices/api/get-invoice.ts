import type { InvoiceDetail } from '@console/domain/schemas/invoice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/invoice/:id: the application with its orders, record and history. */
export function getInvoice(id: number): Promise<InvoiceDetail> {
  return getData<InvoiceDetail>(`client/invoice/${id}`);
}

export const invoiceQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.invoices.detail(id), queryFn: () => getInvoice(id) });

export function useInvoice(id: number | null) {
  return useQuery({ ...invoiceQuery(id ?? 0), enabled: id !== null });
}
