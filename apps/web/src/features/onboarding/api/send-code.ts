import type { SentCode } from '@console/domain/schemas/onboarding';
import { postData } from '../../../lib/http/client';
import { applicantPost } from './applicant-http';

/** POST /onboarding/code: a one-time code to start or resume the application (no session yet). */
export function sendCode(phone: string): Promise<SentCode> {
  return postData<SentCode>('onboarding/code', { phone }, { skipAuth: true, skipAuthRedirect: true });
}

/** POST /onboarding/contract/code: the code that confirms the signature, sent to the applicant's phone. */
export function sendSignCode(): Promise<SentCode> {
  return applicantPost<SentCode>('onboarding/contract/code');
}
