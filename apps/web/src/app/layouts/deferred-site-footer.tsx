import { lazy, Suspense } from 'react';

// The footer (links, contact lines, social icons) sits below the fold on every public page, so
// it is its own chunk, fetched while the page renders rather than in the first download (the
// landing's 120 kB budget). The placeholder keeps the footer's colour and roughly its height, so
// nothing above it moves when it arrives.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

export function DeferredSiteFooter() {
  return (
    <Suspense
      fallback={
        <div aria-hidden="true" className="min-h-[36rem] bg-neutral-900 md:min-h-[20rem]" />
      }
    >
      <SiteFooter />
    </Suspense>
  );
}
