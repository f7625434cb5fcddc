import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { ScrollToTop } from './scroll-to-top';

/** Wraps every route: scroll reset, a slim progress bar while a lazy page loads, toasts. */
export function RootLayout() {
  const navigation = useNavigation();
  // The page is the app's now (hydrated or rendered): public/load-app.js repeats the buttons
  // pressed before this on a server-rendered page.
  useEffect(() => {
    window.dispatchEvent(new Event('tm:app-ready'));
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-white px-4 py-2 text-sm font-medium text-accent-800 shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      {navigation.state !== 'idle' && (
        <div
          className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-accent-600"
          aria-hidden="true"
        />
      )}
      <Outlet />
      <Toaster />
    </>
  );
}
