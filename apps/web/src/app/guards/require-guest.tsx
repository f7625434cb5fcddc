import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session-store';

/**
 * core-marketplace §2: /authentication/* is guest-only; a logged-in user goes to `/` (which
 * sends them on to their dashboard). A tutor who signed in but has not submitted the sign-up
 * form is not logged in (§4), so they may stay here to finish it.
 */
export function RequireGuest() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Navigate to="/" replace /> : <Outlet />;
}
