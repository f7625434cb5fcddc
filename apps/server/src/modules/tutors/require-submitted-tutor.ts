import { AppError } from '@tm/shared/errors';
import type { AuthUser } from '../auth/tokens';

export const MSG_FORM_NOT_SUBMITTED = 'Please complete your tutor sign-up first.';

/**
 * core-marketplace §4/§6: a tutor counts as logged in only after submitting the tutor form, so
 * the tutor screens' calls refuse a tutor who has not (403) and point them back to the sign-up.
 */
export function requireSubmittedTutor(user: AuthUser): void {
  if (user.role !== 'tutor') throw new AppError('FORBIDDEN', 'You do not have access to this.');
  if (!user.isFormSubmitted)
    throw new AppError('FORBIDDEN', MSG_FORM_NOT_SUBMITTED, { code: 'FORM_NOT_SUBMITTED' });
}
