// core-marketplace §2 "Top navigation bar" and "Landing page": links into /authentication.
import type { SignUpRole, TutoringMode } from '@tm/shared/constants/marketplace';

/** Encodes with %20 (not URLSearchParams' "+") so links read as the spec writes them. */
export function registrationHref(userRole: SignUpRole, tutoringMode?: TutoringMode): string {
  const mode = tutoringMode ? `&tutoringMode=${encodeURIComponent(tutoringMode)}` : '';
  return `/authentication?authType=registration&userRole=${userRole}${mode}`;
}

export const FIND_A_TUTOR_HREF = registrationHref('student');
export const BECOME_A_TUTOR_HREF = registrationHref('tutor');
/** The spec's Log In link spells its parameter in lower case; the auth screen reads both. */
export const LOGIN_HREF = '/authentication?authtype=login';
