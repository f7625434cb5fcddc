import { Navigate, Outlet } from 'react-router';
import type { Role } from '@tm/shared/constants/marketplace';
import { homePathFor } from '@tm/shared/rules/session';
import { useSession } from '@/lib/session-store';

/**
 * core-marketplace §2: logged-in-only routes send a guest to /welcome. With `roles`, someone
 * logged in with another role goes to their own home (a tutor on a student route lands on
 * /tutor-dashboard, a student on a tutor route on /student-dashboard). The tutor and student
 * route sets are separate (mentorship-policies-video §2); the spec shows no finer rules.
 */
export function RequireRole({
  roles,
  allowGuest = false,
}: {
  roles?: readonly Role[];
  /** guests may see these pages too (public tutor discovery). */
  allowGuest?: boolean;
}) {
  const { isLoggedIn, user } = useSession();
  if (!isLoggedIn || !user) return allowGuest ? <Outlet /> : <Navigate to="/welcome" replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to={homePathFor(user)} replace />;
  return <Outlet />;
}
