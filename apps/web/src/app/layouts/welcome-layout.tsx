import { Outlet } from 'react-router';
import { DeferredSiteFooter } from './deferred-site-footer';
import { SiteHeader } from './site-header';

/**
 * core-marketplace §2: the welcome route (and `/` for guests) uses a different outer layout
 * from the other public pages: full-bleed marketing sections, no page container.
 */
export function WelcomeLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <DeferredSiteFooter />
    </div>
  );
}
