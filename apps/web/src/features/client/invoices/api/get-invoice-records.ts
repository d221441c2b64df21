import type { InvoiceRecordRow } from '@console/domain/schemas/invoice';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/invoice-record/list: issued invoices (beginTime/endTime filter the issue date). */
export function getInvoiceRecords(params: Record<string, string | number>): Promise<Page<InvoiceRecordRow>> {
  return getData<Page<InvoiceRecordRow>>('client/invoice-record/list', params);
}

export function useInvoiceRecords(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.invoiceRecords.list(params),
    queryFn: () => getInvoiceRecords(params),
    placeholderData: keepPreviousData,
  });
}
