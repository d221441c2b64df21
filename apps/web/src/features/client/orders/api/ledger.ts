import type { Page } from '@console/domain/schemas/list';
import type { LedgerBalance, LedgerEntryRow } from '@console/domain/schemas/order';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { getData, postData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/ledger/balance: the enterprise user's own; staff name the enterprise. */
export function getBalance(enterpriseId?: number, silent = false): Promise<LedgerBalance> {
  return getData<LedgerBalance>('client/ledger/balance', enterpriseId ? { enterpriseId } : undefined, { silent });
}

export function useBalance(enterpriseId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.ledger.balance(enterpriseId),
    queryFn: () => getBalance(enterpriseId),
    enabled,
  });
}

/** GET /client/ledger/entries, newest first. */
export function getLedgerEntries(params: Record<string, string | number>): Promise<Page<LedgerEntryRow>> {
  return getData<Page<LedgerEntryRow>>('client/ledger/entries', params);
}

export function useLedgerEntries(params: Record<string, string | number>, enabled = true) {
  return useQuery({
    queryKey: queryKeys.ledger.entries(params),
    queryFn: () => getLedgerEntries(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /client/ledger/recharge (staff). */
export function recharge({
  request,
  ...body
}: {
  enterpriseId: number;
  amount: string;
  remark?: string;
  request?: SubmitRequest;
}) {
  return postData<{ entry: LedgerEntryRow; balance: string }>('client/ledger/recharge', body, request);
}

export function useRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recharge,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.ledger.all }),
  });
}
