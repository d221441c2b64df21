import type { Page } from '@console/domain/schemas/list';
import type { OrderRow } from '@console/domain/schemas/order';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { freelancerGet } from './freelancer-http';
import { nextPageOf } from './paging';

export const ORDERS_PAGE_SIZE = 10;

/** GET /freelancer/orders: one page of the freelancer's own orders, newest first (status: a comma list). */
export function getOrders(pageNum: number, status?: string): Promise<Page<OrderRow>> {
  return freelancerGet<Page<OrderRow>>('freelancer/orders', {
    pageNum,
    pageSize: ORDERS_PAGE_SIZE,
    ...(status ? { status } : {}),
  });
}

export function useOrders(status?: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.freelancer.orders(status ?? ''),
    queryFn: ({ pageParam }) => getOrders(pageParam, status),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
