import { ONBOARDING_STATUS } from '@console/domain/enums';
import type { ApplicationView } from '@console/domain/schemas/onboarding';

export const ENTER_PATH = '/companyEnter';
export const PERFECT_PATH = '/companyEnter/perfect';
export const STATE_PATH = '/companyEnter/accessState';
export const SIGN_SUCCESS_PATH = '/signSuccess';

/** Where an application continues: the form while it is a draft, the state page otherwise. */
export function nextPath(view: Pick<ApplicationView, 'status'>): string {
  return view.status === ONBOARDING_STATUS.toSubmit ? PERFECT_PATH : STATE_PATH;
}
