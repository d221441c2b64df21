import type { ContractIssueBody, ContractView, SentCode } from '@console/domain/schemas/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /client/contract/:id/terminate (staff): status 2 with the reason. */
export function terminateContract(id: number, reason: string, request?: SubmitRequest) {
  return postData<ContractView>(`client/contract/${id}/terminate`, { reason }, request);
}

/** POST /client/contract/issue (staff): a price-change (02) or supplementary (03) agreement to sign. */
export function issueContract(body: ContractIssueBody, request?: SubmitRequest) {
  return postData<ContractView>('client/contract/issue', body, request);
}

/** POST /client/contract/:id/code: the signing code, sent to the enterprise user's phone. */
export function sendContractCode(id: number) {
  return postData<SentCode>(`client/contract/${id}/code`);
}

/** POST /client/contract/:id/sign: the legal representative's name and the code. */
export function signContract(id: number, body: { signName: string; code: string }, request?: SubmitRequest) {
  return postData<ContractView>(`client/contract/${id}/sign`, body, request);
}

/** Any of the writes above, refreshing the lists, the agreement's detail and its enterprise's page afterwards. */
export function useContractWrite<A extends unknown[]>(write: (...args: A) => Promise<ContractView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => write(...args),
    onSuccess: (contract) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.contracts.lists }),
        client.invalidateQueries({ queryKey: queryKeys.contracts.detail(contract.id) }),
        client.invalidateQueries({ queryKey: queryKeys.system.enterprises.detail(contract.enterpriseId) }),
      ]),
  });
}
