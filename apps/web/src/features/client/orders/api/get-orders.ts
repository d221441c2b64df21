import type { Page } from '@console/domain/schemas/list';
import type { OrderRow } from '@console/domain/schemas/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { listPrefetch } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/order/list with the list's paging, sort and filters. */
export function getOrders(params: Record<string, string | number>, silent = false): Promise<Page<OrderRow>> {
  return getData<Page<OrderRow>>('client/order/list', params, { silent });
}

export const prefetchOrders = listPrefetch(queryKeys.orders.list, (params) => getOrders(params, true));

export function useOrders(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.orders.list(params),
    queryFn: () => getOrders(params),
    placeholderData: keepPreviousData,
  });
}
