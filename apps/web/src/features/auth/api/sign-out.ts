import { deleteData } from '../../../lib/http/client';
import { broadcast } from '../../../lib/http/token-sync';
import { clearSession } from '../../../lib/session';

/** Revokes the token on the server (best effort) and clears everything locally. */
export async function signOut(): Promise<void> {
  await deleteData('auth/signout', { silent: true, skipAuthRedirect: true }).catch(() => undefined);
  broadcast({ type: 'signout' });
  clearSession();
}
