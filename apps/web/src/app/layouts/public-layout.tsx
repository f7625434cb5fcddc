import { Outlet } from 'react-router';
import { DeferredSiteFooter } from './deferred-site-footer';
import { SiteHeader } from './site-header';

/**
 * core-marketplace §2 and mentorship-policies-video §2: public pages (blogs, blog-details, the
 * policy pages, about-us, phd-mentorship) show no top bar (the logged-in app bar) and no second
 * bar (the student navbar); they use the public site header and the footer.
 */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-page flex-1 px-4 py-8 md:px-6 md:py-12">
        <Outlet />
      </main>
      <DeferredSiteFooter />
    </div>
  );
}
