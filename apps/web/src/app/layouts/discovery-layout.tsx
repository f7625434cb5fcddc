import { useSession } from '@/lib/session-store';
import AppLayout from './app-layout';
import StudentLayout from './student-layout';

/**
 * Tutor discovery (/student-dashboard, /tutor-details/:id, /tutor/:id) is open to guests:
 * a student sees the student screens' layout; a guest the public site header and footer.
 */
export default function DiscoveryLayout() {
  const { isLoggedIn, user } = useSession();
  return isLoggedIn && user ? <StudentLayout /> : <AppLayout />;
}
