import type { Page } from '@console/domain/schemas/list';
import type { OrderRow } from '@console/domain/schemas/order';
import { consoleActorOf } from '@console/domain/workflows/workflow';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { listPrefetch, type PagePrefetch, prefetchQuiet } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';
import { useSession } from '../../../../lib/session';
import { getBalance } from './ledger';

/** GET /client/order/list with the list's paging, sort and filters. */
export function getOrders(params: Record<string, string | number>, silent = false): Promise<Page<OrderRow>> {
  return getData<Page<OrderRow>>('client/order/list', params, { silent });
}

const prefetchOrderList = listPrefetch(queryKeys.orders.list, (params) => getOrders(params, true));

/** The orders' first page and saved view, and an enterprise user's balance above them. */
export const prefetchOrders: PagePrefetch = async (search, pageKey) => {
  const enterprise = consoleActorOf(useSession.getState().user?.userType) === 'enterprise';
  await Promise.all([
    prefetchOrderList(search, pageKey),
    enterprise
      ? prefetchQuiet({ queryKey: queryKeys.ledger.balance(undefined), queryFn: () => getBalance(undefined, true) })
      : undefined,
  ]);
};

export function useOrders(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.orders.list(params),
    queryFn: () => getOrders(params),
    placeholderData: keepPreviousData,
  });
}
