// The booking form on the tutor detail page (core-marketplace §2 "a booking form" and "Booking
// form outcomes"): the form, then success or failure. The page passes the tutor and whether it is
// in trial mode (`?trial=true`).
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { signInHref } from '@/lib/return-to';
import { useSession } from '@/lib/session-store';
import type { TutorDetail } from '../api/get-tutor';

const BookingPanelBody = lazy(() =>
  import('./booking-panel-body').then((m) => ({ default: m.BookingPanelBody })),
);

export interface BookingPanelProps {
  tutor: TutorDetail;
  trial: boolean;
}

export function BookingPanel({ tutor, trial }: BookingPanelProps) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <SignInToBook tutor={tutor} trial={trial} />;
  // Switching between trial and paid mode starts a fresh form. The form loads on first use (issue
  // 17): the space it takes is held while it does.
  return (
    <Suspense
      fallback={
        <Card className="p-5 sm:p-6">
          <LoadingState label="Loading the booking form…" className="min-h-96" />
        </Card>
      }
    >
      <BookingPanelBody key={`${tutor._id}:${trial}`} tutor={tutor} trial={trial} />
    </Suspense>
  );
}

/**
 * a guest sees the tutor but books as a student; signing in brings them back here (same
 * tutor, same trial mode) with the form ready.
 */
function SignInToBook({ tutor, trial }: BookingPanelProps) {
  const { pathname, search } = useLocation();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-neutral-900">
        {trial ? 'Book a Free Trial' : 'Book a Class'}
      </h2>
      <p className="mt-2 text-sm text-neutral-700">
        Log in as a student to book {tutor.fullName}. You will come back to this page with the
        booking form ready.
      </p>
      <ButtonLink to={signInHref(`${pathname}${search}#booking`)} className="mt-4 w-full">
        {trial ? 'Log in to book a trial' : 'Log in to book'}
      </ButtonLink>
    </Card>
  );
}
