import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * core-marketplace §2: every route change scrolls to the top. (React Router's
 * ScrollRestoration would restore old positions on Back, which the spec does not ask for.)
 *
 * Only a change: the page the browser loaded keeps its scroll position. A server-rendered page
 * can be read and scrolled before the app hydrates it; scrolling to the top then would
 * yank the reader back up, and move whatever they were about to click from under the pointer.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
