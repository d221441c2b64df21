import type { ApplicationView } from '@console/domain/schemas/onboarding';
import type { SubmitRequest } from '../../../lib/form/submission';
import { queryKeys } from '../../../lib/query-keys';
import { onboardingQueryClient } from '../query-client';
import { applicantPost, applicantPut } from './applicant-http';

export type ApplicationValues = Record<string, string | number | undefined>;

function keep(view: ApplicationView): ApplicationView {
  onboardingQueryClient.setQueryData(queryKeys.onboarding.application, view);
  return view;
}

/** PUT /onboarding/application: a draft (status 0) of what is filled in. */
export async function saveDraft(values: ApplicationValues, request: SubmitRequest): Promise<ApplicationView> {
  return keep(await applicantPut<ApplicationView>('onboarding/application', values, request));
}

/** POST /onboarding/application/submit: for review (2, or 4 as a service provider). */
export async function submitApplication(values: ApplicationValues, request: SubmitRequest): Promise<ApplicationView> {
  return keep(await applicantPost<ApplicationView>('onboarding/application/submit', values, request));
}
