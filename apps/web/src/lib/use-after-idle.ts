import { useEffect, useState } from 'react';
import { useServerRendered } from './ssr-state';

/**
 * False until the page has rendered and the browser is idle (at most `timeoutMs` later), or at
 * once when the visitor scrolls first. Below-the-fold pieces of public pages wait for it, so their
 * chunks are not part of the first download (the landing's 120 kB budget).
 *
 * True from the start on a server-rendered page: the server's HTML already shows
 * those pieces, and the first render in the browser must match it; their chunks still load apart,
 * and React keeps the server's markup on screen until they arrive.
 */
export function useAfterIdle(timeoutMs = 1500): boolean {
  const serverRendered = useServerRendered();
  const [ready, setReady] = useState(serverRendered);
  useEffect(() => {
    if (ready) return;
    const reveal = () => setReady(true);
    window.addEventListener('scroll', reveal, { once: true, passive: true });
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle
      ? window.requestIdleCallback(reveal, { timeout: timeoutMs })
      : setTimeout(reveal, 300);
    return () => {
      window.removeEventListener('scroll', reveal);
      if (hasIdle) window.cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [ready, timeoutMs]);
  return ready;
}
