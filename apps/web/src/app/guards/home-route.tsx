import { Navigate } from 'react-router';
import { homePathFor } from '@tm/shared/rules/session';
import { useSession } from '@/lib/session-store';
import { WelcomeLayout } from '../layouts/welcome-layout';

/**
 * core-marketplace §2 `/`: guests see the landing page; a logged-in tutor goes to
 * /tutor-dashboard, an admin to /admin, anyone else to /student-dashboard.
 */
export function HomeRoute() {
  const { isLoggedIn, user } = useSession();
  if (isLoggedIn && user) return <Navigate to={homePathFor(user)} replace />;
  return <WelcomeLayout />;
}
