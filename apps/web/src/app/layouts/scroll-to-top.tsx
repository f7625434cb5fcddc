import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * core-marketplace §2: every route change scrolls to the top. (React Router's
 * ScrollRestoration would restore old positions on Back, which the spec does not ask for.)
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
