import type { InvoiceRow } from '@console/domain/schemas/invoice';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/invoice/list with the list's paging, sort and filters. */
export function getInvoices(params: Record<string, string | number>): Promise<Page<InvoiceRow>> {
  return getData<Page<InvoiceRow>>('client/invoice/list', params);
}

export const invoicesQuery = (params: Record<string, string | number>) =>
  queryOptions({ queryKey: queryKeys.invoices.list(params), queryFn: () => getInvoices(params) });

export function useInvoices(params: Record<string, string | number>) {
  return useQuery({ ...invoicesQuery(params), placeholderData: keepPreviousData });
}
