import { Outlet } from 'react-router';
import { StudentNavbar } from './student-navbar';

/**
 * The student screens (/student-dashboard, /student-classes, /favourite-tutors,
 * /student-account, /tutor-details/:id, /tutor/:id).
 *
 * Bars (core-marketplace §2). Reading: the "top bar" is the logged-in app bar; the "second
 * bar" is the logged-in secondary navigation, i.e. the student navbar. The spec hides that
 * second bar on the public pages and on paths beginning /student-dashboard, /student-classes,
 * /favourite-tutors or /tutor-details, which would leave a student with no navigation on their
 * main screens (in the source app those screens drew the navbar themselves).
 * Decision: for a logged-in student the student navbar IS the top bar. It is drawn exactly once,
 * here and in AppLayout, on every non-public page; it is never stacked as a second bar, so the
 * "hidden second bar" rule holds on those paths, and public pages (PublicLayout) show neither.
 */
export default function StudentLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <StudentNavbar />
      <main id="main" className="mx-auto w-full max-w-page flex-1 px-4 py-8 md:px-6">
        <Outlet />
      </main>
    </div>
  );
}
