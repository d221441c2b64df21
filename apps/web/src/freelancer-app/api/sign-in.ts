import { postData } from '../../lib/http/client';
import { clearFreelancerSession, type FreelancerMe, useFreelancerSession } from '../session';
import { freelancerGet } from './freelancer-http';

/** GET /freelancer/me. */
export function getMe(): Promise<FreelancerMe> {
  return freelancerGet<FreelancerMe>('freelancer/me', undefined, { silent: true });
}

/**
 * POST /freelancer/auth/token with phone and password, then the freelancer's own record. Failures (wrong
 * password, the lockout's 429, a frozen account) reject with the server's message in the page's language.
 */
export async function signIn(phone: string, password: string): Promise<FreelancerMe> {
  clearFreelancerSession();
  const token = await postData<{ access_token: string; expires_in: number }>(
    'freelancer/auth/token',
    { phone, password },
    { skipAuth: true, skipAuthRedirect: true, silent: true },
  );
  useFreelancerSession.setState({
    token: { accessToken: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 },
  });
  try {
    const me = await getMe();
    useFreelancerSession.setState({ me });
    return me;
  } catch (error) {
    clearFreelancerSession();
    throw error;
  }
}
