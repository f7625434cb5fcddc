// The booking form on the tutor detail page (core-marketplace §2 "a booking form" and "Booking
// form outcomes"): the form, then success or failure. The page passes the tutor and whether it is
// in trial mode (`?trial=true`).
import { useRef, useState } from 'react';
import { MSG } from '@tm/shared/messages';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { signInHref } from '@/lib/return-to';
import { useSession } from '@/lib/session-store';
import { serverMessage } from '@/lib/api-client';
import type { TutorDetail } from '../api/get-tutor';
import { useSubmitBooking } from '../api/submit-booking';
import { BookingForm, initialValues, type BookingFormValues } from './booking-form';
import { BookingFailure, BookingSuccess } from './booking-outcome';
import { TrialUsed } from './trial-used-card';
import { useTrialAvailability } from '../api/check-trial-availability';

export interface BookingPanelProps {
  tutor: TutorDetail;
  trial: boolean;
}

type Outcome = { kind: 'success'; booking: BookingDto } | { kind: 'failure'; message: string };

export function BookingPanel({ tutor, trial }: BookingPanelProps) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <SignInToBook tutor={tutor} trial={trial} />;
  // Switching between trial and paid mode starts a fresh form.
  return <BookingPanelBody key={`${tutor._id}:${trial}`} tutor={tutor} trial={trial} />;
}

/**
 * Issue 13: a guest sees the tutor but books as a student; signing in brings them back here (same
 * tutor, same trial mode) with the form ready.
 */
function SignInToBook({ tutor, trial }: BookingPanelProps) {
  const { pathname, search } = useLocation();
  return (
    <Card id="booking" className="p-5 sm:p-6">
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

function BookingPanelBody({ tutor, trial }: BookingPanelProps) {
  const submit = useSubmitBooking();
  const [values, setValues] = useState<BookingFormValues>(() => initialValues(tutor));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One key per booking attempt (issue 14): a double click sends the same request twice and the
  // server answers the booking it made; after a success the next booking gets a new key.
  const attemptKey = useRef(newKey());
  // Issue 15: one free trial per tutor. The form shows while the check runs or if it fails: the
  // server refuses a second trial anyway.
  const trialCheck = useTrialAvailability(tutor._id, trial);

  return (
    <Card id="booking" className="p-5 sm:p-6">
      {outcome?.kind === 'success' ? (
        <BookingSuccess
          booking={outcome.booking}
          onAnother={() => {
            attemptKey.current = newKey();
            setValues(initialValues(tutor));
            setOutcome(null);
          }}
        />
      ) : outcome?.kind === 'failure' ? (
        // "Try Again" returns to the form with what was entered.
        <BookingFailure message={outcome.message} onRetry={() => setOutcome(null)} />
      ) : trial && trialCheck.data?.canTakeTrial === false ? (
        <TrialUsed tutorId={tutor._id} tutorName={tutor.fullName} />
      ) : (
        <BookingForm
          tutor={tutor}
          trial={trial}
          values={values}
          onChange={setValues}
          submitting={submit.isPending}
          onSubmit={(request) =>
            submit.mutate(
              { request, idempotencyKey: attemptKey.current },
              {
                onSuccess: (booking) => {
                  attemptKey.current = newKey();
                  setOutcome({ kind: 'success', booking });
                },
                // §8: the server message, else "Failed to submit booking. Please try again."
                onError: (error) =>
                  setOutcome({
                    kind: 'failure',
                    message: serverMessage(error) ?? MSG.bookingSubmitFailed,
                  }),
              },
            )
          }
        />
      )}
    </Card>
  );
}

/** A random key; getRandomValues works on plain http too (randomUUID needs a secure context). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
