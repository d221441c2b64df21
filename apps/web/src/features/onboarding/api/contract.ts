import type { ContractView } from '@console/domain/schemas/onboarding';
import { useQuery } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { queryKeys } from '../../../lib/query-keys';
import { onboardingQueryClient } from '../query-client';
import { applicantGet, applicantPost } from './applicant-http';

/** GET /onboarding/contract: the service outsourcing agreement (01) of the approved application. */
export function useContract(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.onboarding.contract,
    queryFn: () => applicantGet<ContractView>('onboarding/contract'),
    enabled,
  });
}

/** POST /onboarding/contract/sign: the legal representative's name and the code. */
export async function signContract(
  body: { signName: string; code: string },
  request: SubmitRequest,
): Promise<ContractView> {
  const signed = await applicantPost<ContractView>('onboarding/contract/sign', body, request);
  onboardingQueryClient.setQueryData(queryKeys.onboarding.contract, signed);
  await onboardingQueryClient.invalidateQueries({ queryKey: queryKeys.onboarding.application });
  return signed;
}
