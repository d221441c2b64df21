import type { BulkResult } from '@console/domain/schemas/bulk';
import { useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';
import type { BulkKey } from '../../../../lib/list/bulk-selection';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /client/order/bulk/close: each order closed as its own close would (enterprise: asks; staff: closes). */
export function bulkCloseOrders(ids: BulkKey[], reason: string, request: SubmitRequest) {
  return postData<BulkResult>('client/order/bulk/close', { ids, reason }, request);
}

/** Closing changes the orders' lists and details. */
export function useAfterBulkClose() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.orders.all });
}
