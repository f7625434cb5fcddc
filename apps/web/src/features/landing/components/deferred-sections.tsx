// Public pages' performance budget: the landing's initial JS + CSS (gzip) must stay at most
// 120 kB, and react-dom, the router and the app's stylesheet already take about 118 kB of it.
// So the first download holds the hero only; the sections after it and the chat shortcut are one
// more chunk, fetched once the page has rendered and the browser is idle, or at once when the
// visitor scrolls first. It is inserted below the hero, so nothing the visitor sees moves.
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/spinner';
import { useAfterIdle } from '@/lib/use-after-idle';

const BelowTheFold = lazy(() => import('./below-the-fold'));

export function DeferredSections() {
  const show = useAfterIdle();
  const placeholder = <LoadingState label="Loading…" className="min-h-dvh" />;
  return show ? (
    <Suspense fallback={placeholder}>
      <BelowTheFold />
    </Suspense>
  ) : (
    placeholder
  );
}
