import { AppRoot } from '../lib/app-root';
import { FreelancerRoutes } from './freelancer-routes';
import { freelancerQueryClient } from './query-client';

/** The freelancer page (/m/): its own query cache and session, the console's theme, texts and http client. */
export function FreelancerApp() {
  return (
    <AppRoot client={freelancerQueryClient}>
      <FreelancerRoutes />
    </AppRoot>
  );
}
