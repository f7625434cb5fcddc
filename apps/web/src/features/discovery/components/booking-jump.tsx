// On a phone the booking form sits below the whole profile (over a thousand pixels down): a bar
// stuck to the bottom of the screen leads to it, and steps aside while the form is on screen.
// A plain link to #booking, so it works before the page's code has loaded (server-rendered).
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export const BOOKING_ANCHOR = 'booking';

export function BookingJump({ trial }: { trial: boolean }) {
  const [formInView, setFormInView] = useState(false);
  useEffect(() => {
    const target = document.getElementById(BOOKING_ANCHOR);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setFormInView(Boolean(entry?.isIntersecting)),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white/95 p-3 backdrop-blur lg:hidden',
        formInView && 'hidden',
      )}
    >
      <a href={`#${BOOKING_ANCHOR}`} className={buttonClasses('primary', 'md', 'w-full')}>
        {trial ? 'Book a Free Trial' : 'Book a Class'}
      </a>
    </div>
  );
}

/** Arriving at `#booking` (a card's Book A Trial, the way back from signing in): the form. */
export function useScrollToBooking(hash: string) {
  useEffect(() => {
    if (hash === `#${BOOKING_ANCHOR}`)
      document.getElementById(BOOKING_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
