// The signed-in booking panel: the form, then success or failure (core-marketplace §2 "a booking
// form" and "Booking form outcomes"). Loaded only when a signed-in visitor opens a tutor's page
// (booking-panel.tsx): a guest's public page never loads the form, its validation or its dates.
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MSG } from '@tm/shared/messages';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { Card } from '@/components/ui/card';
import { serverMessage } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { readNeedBookingPrefill } from '@/lib/need-booking-link';
import { markNeedBooked } from '../api/mark-need-booked';
import { useSubmitBooking } from '../api/submit-booking';
import {
  BookingForm,
  initialValues,
  prefilledValues,
  type BookingFormValues,
} from './booking-form';
import { BookingFailure, BookingSuccess } from './booking-outcome';
import { TrialUsed } from './trial-used-card';
import { useTrialAvailability } from '../api/check-trial-availability';
import type { BookingPanelProps } from './booking-panel';

type Outcome = { kind: 'success'; booking: BookingDto } | { kind: 'failure'; message: string };

export function BookingPanelBody({ tutor, trial }: BookingPanelProps) {
  const submit = useSubmitBooking();
  // Booking from a need's offer: the form starts from the offer, and the need closes on success.
  const [params] = useSearchParams();
  const [prefill] = useState(() => readNeedBookingPrefill(params));
  const [values, setValues] = useState<BookingFormValues>(() =>
    prefill ? prefilledValues(tutor, prefill) : initialValues(tutor),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One key per booking attempt: a double click sends the same request twice and the
  // server answers the booking it made; after a success the next booking gets a new key.
  const attemptKey = useRef(newIdempotencyKey());
  // one free trial per tutor. The form shows while the check runs or if it fails: the
  // server refuses a second trial anyway.
  const trialCheck = useTrialAvailability(tutor._id, trial);

  return (
    <Card className="p-5 sm:p-6">
      {outcome?.kind === 'success' ? (
        <BookingSuccess
          booking={outcome.booking}
          onAnother={() => {
            attemptKey.current = newIdempotencyKey();
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
                  attemptKey.current = newIdempotencyKey();
                  if (prefill)
                    void markNeedBooked(prefill.needId, booking._id).catch(() => undefined);
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
