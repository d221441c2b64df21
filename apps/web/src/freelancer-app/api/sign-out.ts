import { clearFreelancerSession } from '../session';
import { freelancerDelete } from './freelancer-http';

/** DELETE /freelancer/auth/signout; the session ends here whatever the server answers. */
export async function signOut(): Promise<void> {
  try {
    await freelancerDelete<null>('freelancer/auth/signout', { silent: true });
  } catch {
    // Signed out locally anyway: an expired or revoked token has nothing left to revoke.
  } finally {
    clearFreelancerSession();
  }
}
