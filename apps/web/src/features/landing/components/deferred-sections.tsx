// Public pages' performance budget: the landing's initial JS + CSS (gzip) must stay at most
// 120 kB, and react-dom, the router and the app's stylesheet already take about 118 kB of it.
// So the first download holds the hero only; the sections after it and the chat shortcut are one
// more chunk, fetched once the page has rendered and the browser is idle, or at once when the
// visitor scrolls first. It is inserted below the hero, so nothing the visitor sees moves.
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadingState } from '@/components/ui/spinner';

const BelowTheFold = lazy(() => import('./below-the-fold'));

export function DeferredSections() {
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (show) return;
    const reveal = () => setShow(true);
    window.addEventListener('scroll', reveal, { once: true, passive: true });
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle
      ? window.requestIdleCallback(reveal, { timeout: 1500 })
      : setTimeout(reveal, 300);
    return () => {
      window.removeEventListener('scroll', reveal);
      if (hasIdle) window.cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [show]);

  const placeholder = <LoadingState label="Loading…" className="min-h-dvh" />;
  return show ? (
    <Suspense fallback={placeholder}>
      <BelowTheFold />
    </Suspense>
  ) : (
    placeholder
  );
}
