import { deleteData, endSession } from '../../../lib/http/client';
import { broadcast } from '../../../lib/http/token-sync';
import { clearSession } from '../../../lib/session';

/**
 * Stops the session's requests first (a query or a socket's probe sent after the revocation would answer 401 and
 * report an expired login beside 安全退出), then revokes the token on the server (best effort) and clears
 * everything locally.
 */
export async function signOut(): Promise<void> {
  endSession();
  await deleteData('auth/signout', { silent: true, skipAuthRedirect: true, endsSession: true }).catch(() => undefined);
  broadcast({ type: 'signout' });
  clearSession();
}
