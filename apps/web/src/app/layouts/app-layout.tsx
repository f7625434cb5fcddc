import { Outlet } from 'react-router';
import { useSession } from '@/lib/session-store';
import { AccountBar } from './account-bar';
import { DeferredSiteFooter } from './deferred-site-footer';
import { SiteHeader } from './site-header';
import { StudentNavbar } from './student-navbar';

/**
 * Pages that are neither public-without-top-bar nor one role's own screens: /authentication/*,
 * /research-form, /consultation-form and the 404 page. They show the viewer's top bar
 * (core-marketplace §2): a guest gets the public site header and footer; a logged-in student
 * the student navbar (which is the student's top bar, see student-layout.tsx); a tutor or an
 * admin the account bar.
 */
export default function AppLayout() {
  const { isLoggedIn, user } = useSession();
  const guest = !isLoggedIn || !user;
  return (
    <div className="flex min-h-dvh flex-col">
      {guest ? <SiteHeader /> : user.role === 'student' ? <StudentNavbar /> : <AccountBar />}
      <main id="main" className="mx-auto w-full max-w-page flex-1 px-4 py-8 md:px-6 md:py-12">
        <Outlet />
      </main>
      {guest && <DeferredSiteFooter />}
    </div>
  );
}
