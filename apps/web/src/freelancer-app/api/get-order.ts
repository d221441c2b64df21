import type { OrderDetail } from '@console/domain/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { freelancerGet } from './freelancer-http';

/** GET /freelancer/orders/:id: one of the freelancer's own orders with its history. */
export function getOrder(id: number): Promise<OrderDetail> {
  return freelancerGet<OrderDetail>(`freelancer/orders/${id}`);
}

export const orderKey = queryKeys.freelancer.order;

export function useOrder(id: number) {
  return useQuery({ queryKey: orderKey(id), queryFn: () => getOrder(id), enabled: Number.isInteger(id) && id > 0 });
}
