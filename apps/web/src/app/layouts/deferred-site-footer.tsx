import { lazy, Suspense } from 'react';
import { useAfterIdle } from '@/lib/use-after-idle';

// The footer (links, contact lines, social icons) sits below the fold on every public page, so
// it is its own chunk, fetched once the page has rendered and the browser is idle (or the visitor
// scrolls), not in the first download (the landing's 120 kB budget). The placeholder keeps the
// footer's colour and roughly its height, so nothing above it moves when it arrives.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

export function DeferredSiteFooter() {
  const show = useAfterIdle();
  const placeholder = (
    <div aria-hidden="true" className="min-h-[36rem] bg-neutral-900 md:min-h-[20rem]" />
  );
  return show ? (
    <Suspense fallback={placeholder}>
      <SiteFooter />
    </Suspense>
  ) : (
    placeholder
  );
}
