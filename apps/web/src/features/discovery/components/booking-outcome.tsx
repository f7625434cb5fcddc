// core-marketplace §2 "Booking form outcomes": success ("Booking Confirmed!" or "Trial
// Confirmed!") with "Book Another Session" / "Book Another Trial"; failure ("Booking Failed")
// with Try Again returning to the form. The spec's heading stays, but what was sent is a request
// the tutor has not accepted yet: nothing else on the screen calls it confirmed (no success
// badge), and the text beneath says plainly what happens next.
import { useEffect, useRef } from 'react';
import { BOOKING_STATUS_LABELS } from '@tm/shared/rules/booking-status';
import { describeSchedule } from '@tm/shared/rules/booking-time';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { Button, ButtonLink } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { formatCurrency } from '@/lib/format';

export const OUTCOME_TEXT = {
  bookingConfirmed: 'Booking Confirmed!',
  trialConfirmed: 'Trial Confirmed!',
  failed: 'Booking Failed',
  tryAgain: 'Try Again',
  anotherSession: 'Book Another Session',
  anotherTrial: 'Book Another Trial',
} as const;

/** Moves focus to the outcome's heading, so screen readers announce it and keyboards start there. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

export function BookingSuccess({
  booking,
  onAnother,
}: {
  booking: BookingDto;
  onAnother: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="grid gap-4 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-50 text-2xl text-accent-700">
        <ClockIcon />
      </div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-neutral-900 focus:outline-none"
      >
        {booking.isTrial ? OUTCOME_TEXT.trialConfirmed : OUTCOME_TEXT.bookingConfirmed}
      </h2>
      <NextSteps booking={booking} />
      <dl className="grid gap-1 rounded-lg bg-neutral-50 px-4 py-3 text-left text-sm">
        <div>
          <dt className="inline font-medium text-neutral-800">When: </dt>
          <dd className="inline text-neutral-700">{describeSchedule(booking)}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-neutral-800">Total: </dt>
          <dd className="inline text-neutral-700">
            {booking.isTrial ? 'Free trial' : formatCurrency(booking.total, booking.currency)}
          </dd>
        </div>
      </dl>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={onAnother}>
          {booking.isTrial ? OUTCOME_TEXT.anotherTrial : OUTCOME_TEXT.anotherSession}
        </Button>
        <ButtonLink to="/student-classes">Go to My Classes</ButtonLink>
      </div>
    </div>
  );
}

/** What was sent and what happens next, in plain words: a request is not a booked class yet. */
function NextSteps({ booking: b }: { booking: BookingDto }) {
  const tutor = b.tutorId.fullName;
  const what = b.isTrial ? 'free trial' : 'class';
  return (
    <div className="grid gap-2 text-left text-sm text-neutral-700">
      <p className="font-medium text-neutral-900">
        Your {what} request for {b.subject} is with {tutor}. It is not booked until they accept it;
        until then My Classes shows it as &ldquo;{BOOKING_STATUS_LABELS[b.status]}&rdquo;.
      </p>
      <p>What happens next:</p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>{tutor} accepts or declines it, and we email you either way.</li>
        <li>
          {b.isTrial
            ? 'Once accepted, the trial is booked. It is free: there is nothing to pay.'
            : 'Once accepted, pay for it from My Classes. The class is booked when your payment goes through.'}
        </li>
        <li>
          If {tutor} has not answered by the time it starts, the request expires
          {b.isTrial ? '.' : ' and nothing is charged.'}
        </li>
      </ol>
    </div>
  );
}

export function BookingFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="alert" className="grid gap-4 text-center">
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-danger-700 focus:outline-none"
      >
        {OUTCOME_TEXT.failed}
      </h2>
      <p className="text-sm text-neutral-700">{message}</p>
      <Button onClick={onRetry}>{OUTCOME_TEXT.tryAgain}</Button>
    </div>
  );
}
