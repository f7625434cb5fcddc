import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from './step-errors';

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY)
    : null;

function subscribe(onChange: () => void) {
  const mq = media();
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
}

/** mentorship §9: 768 px or narrower is the mobile layout. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
