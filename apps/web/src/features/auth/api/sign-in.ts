import type { SessionUser } from '@console/domain/schemas/auth';
import { getData, requestToken, resetHttpState } from '../../../lib/http/client';
import { clearSession, saveTaxPark, useSession } from '../../../lib/session';

/**
 * Password sign-in: stores the token set, the user and the IP status. The previous session (tabs, cached
 * pages, menu) is cleared first so another user never sees it.
 */
export async function signIn(username: string, password: string): Promise<SessionUser> {
  clearSession();
  resetHttpState();
  const token = await requestToken(
    { grant_type: 'password', username, password },
    { silent: true, skipAuthRedirect: true },
  );
  useSession.setState({ token });
  try {
    const user = await getData<SessionUser>('auth/user', undefined, { silent: true });
    const ipStatus = await getData<0 | 1>('auth/ipStatus', { username: user.username }, { silent: true });
    useSession.setState({ user, ipStatus: ipStatus === 1 ? 1 : 0 });
    saveTaxPark(user.parkName);
    return user;
  } catch (error) {
    clearSession();
    throw error;
  }
}
