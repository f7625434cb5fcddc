import { Navigate, Outlet, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeReturnPath } from '@/lib/return-to';
import { useSession } from '@/lib/session-store';

/**
 * core-marketplace §2: /authentication/* is guest-only; a logged-in user goes to `/` (which
 * sends them on to their dashboard), or back to the page that sent them to sign in (`next`). A tutor who signed in but has not submitted the sign-up form is not logged in (§4),
 * so they may stay here to finish it.
 */
export function RequireGuest() {
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  if (!isLoggedIn) return <Outlet />;
  return <Navigate to={safeReturnPath(params.get(NEXT_PARAM)) ?? '/'} replace />;
}
