import type { UserDto } from '../schemas/user';

/**
 * core-marketplace §4 Login state: logged in only when a token exists and the stored user is a
 * student, or a tutor whose isFormSubmitted is true. Admins (not in the spec) count as logged in.
 */
export function isLoggedIn(
  token: string | null | undefined,
  user: Pick<UserDto, 'role' | 'isFormSubmitted'> | null | undefined,
): boolean {
  if (!token || !user) return false;
  if (user.role === 'tutor') return user.isFormSubmitted === true;
  return user.role === 'student' || user.role === 'admin';
}

/** Where `/` sends a logged-in user (core-marketplace §2 route table; admins go to /admin). */
export function homePathFor(user: Pick<UserDto, 'role'>): string {
  if (user.role === 'tutor') return '/tutor-dashboard';
  if (user.role === 'admin') return '/admin';
  return '/student-dashboard';
}
