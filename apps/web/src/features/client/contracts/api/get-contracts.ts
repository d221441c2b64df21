import type { Page } from '@console/domain/schemas/list';
import type { ContractRow, ContractView } from '@console/domain/schemas/onboarding';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/contract/list: staff see every enterprise's agreements, enterprise users their own. */
export const contractsQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: queryKeys.contracts.list(params),
    queryFn: () => getData<Page<ContractRow>>('client/contract/list', params),
    placeholderData: keepPreviousData,
  });

export function useContracts(params: Record<string, string | number>) {
  return useQuery(contractsQuery(params));
}

/** GET /client/contract/:id: one agreement with its text. */
export function useContract(id: number | null) {
  return useQuery({
    queryKey: queryKeys.contracts.detail(id),
    queryFn: () => getData<ContractView>(`client/contract/${id}`),
    enabled: id !== null,
  });
}
