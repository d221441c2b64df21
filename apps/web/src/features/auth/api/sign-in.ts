import type { SessionUser } from '@console/domain/schemas/auth';
import { getData, requestGrant, requestToken, resetHttpState } from '../../../lib/http/client';
import { clearSession, saveTaxPark, tokenFromResponse, useSession } from '../../../lib/session';

/** A password sign-in: done (the user), or a second factor is asked for (the token of that step). */
export type SignInOutcome = { user: SessionUser; mfaToken?: undefined } | { user?: undefined; mfaToken: string };

const QUIET = { silent: true, skipAuthRedirect: true } as const;

/**
 * Password sign-in: stores the token set, the user and the IP status. The previous session (tabs, cached
 * pages, menu) is cleared first so another user never sees it. An account with two-factor sign-in answers the
 * second step's token instead; `completeSignIn` finishes with a code.
 */
export async function signIn(username: string, password: string): Promise<SignInOutcome> {
  clearSession();
  resetHttpState();
  const answer = await requestGrant({ grant_type: 'password', username, password }, QUIET);
  if ('mfa_required' in answer) return { mfaToken: answer.mfa_token };
  return { user: await startSession(tokenFromResponse(answer)) };
}

/** The second step: a TOTP code or a recovery code for the token `signIn` answered. */
export async function completeSignIn(mfaToken: string, otp: string): Promise<SessionUser> {
  resetHttpState();
  return startSession(await requestToken({ grant_type: 'mfa_otp', mfa_token: mfaToken, otp }, QUIET));
}

async function startSession(token: ReturnType<typeof tokenFromResponse>): Promise<SessionUser> {
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
