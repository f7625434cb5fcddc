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

/** Titles of sign-up steps 2–6 (core-marketplace §2 "Authentication screen"). */
export const TUTOR_STEP_TITLES: Record<2 | 3 | 4 | 5 | 6, string> = {
  2: PERSONAL_DETAILS_TITLE,
  3: 'Fill Teaching Preferences',
  4: 'Fill Professional Details',
  5: 'Set Availability & Schedule',
  6: 'Setup Public Profile',
};
