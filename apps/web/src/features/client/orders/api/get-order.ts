import type { OrderDetail } from '@console/domain/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/order/:id: the order with its events and ledger rows. */
export function getOrder(id: number): Promise<OrderDetail> {
  return getData<OrderDetail>(`client/order/${id}`);
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: queryKeys.orders.detail(id),
    queryFn: () => getOrder(id as number),
    enabled: id !== null,
  });
}
