// core-marketplace §2 "Authentication screen" step titles.
// TODO(shared): these are spec texts; move them to @tm/shared/messages (e.g. SIGN_UP_STEPS).
import type { AuthType, SignUpRole } from '@tm/shared/constants/marketplace';

export const SIGN_UP_STEP_COUNT = 6;
export const LOGIN_TITLE = 'Login Into Your Account';
export const PERSONAL_DETAILS_TITLE = 'Fill Your Personal Details';

export function stepOneTitle(authType: AuthType, userRole: SignUpRole | undefined): string {
  if (authType === 'login') return LOGIN_TITLE;
  return userRole === 'tutor' ? 'Create Your Tutor Account' : 'Create Your Student Account';
}
