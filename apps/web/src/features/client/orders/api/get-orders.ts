import type { Page } from '@console/domain/schemas/list';
import type { OrderRow } from '@console/domain/schemas/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/order/list with the list's paging, sort and filters. */
export function getOrders(params: Record<string, string | number>): Promise<Page<OrderRow>> {
  return getData<Page<OrderRow>>('client/order/list', params);
}

export function useOrders(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.orders.list(params),
    queryFn: () => getOrders(params),
    placeholderData: keepPreviousData,
  });
}
