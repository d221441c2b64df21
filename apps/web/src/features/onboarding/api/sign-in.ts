import type { ApplicantSession, ApplicationView } from '@console/domain/schemas/onboarding';
import { postData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';
import { onboardingQueryClient } from '../query-client';
import { clearApplicantSession, useApplicantSession } from '../session';
import { applicantDelete } from './applicant-http';

/** POST /onboarding/session: phone + code; keeps the session and answers the phone's application. */
export async function signIn(phone: string, code: string): Promise<ApplicationView> {
  const s = await postData<ApplicantSession>(
    'onboarding/session',
    { phone, code },
    { skipAuth: true, skipAuthRedirect: true },
  );
  useApplicantSession.setState({ token: s.token, expiresAt: Date.now() + s.expiresIn * 1000, phone });
  onboardingQueryClient.setQueryData(queryKeys.onboarding.application, s.application);
  return s.application;
}

/** DELETE /onboarding/session, then forget it here whatever the server said. */
export async function signOut(): Promise<void> {
  await applicantDelete('onboarding/session').catch(() => undefined);
  clearApplicantSession();
}
