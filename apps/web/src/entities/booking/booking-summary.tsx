// One booking as both sides see it (core-marketplace §3 Booking): who, what, when (on the tutor's
// clock, and on the viewer's when their zone differs; after a reschedule the time it is now, with
// where it was as history below), mode, sessions and price (§9 price display; the tutor also sees
// their earning after the 5% platform fee). Actions go in `children`.
import { Children, type ReactNode } from 'react';
import { PLATFORM_FEE_RATE, type BookingStatus } from '@tm/shared/constants/marketplace';
import { bookingPrice, durationLabel, sessionsLabel } from '@tm/shared/rules/booking-price';
import {
  firstSessionIn,
  formatDateLabel,
  formatTimeRange,
  scheduleHistory,
  scheduleLines,
} from '@tm/shared/rules/booking-time';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { formatCurrency } from '@/lib/format';
import { BookingStatusBadge, OutsideAvailabilityBadge, TrialBadge } from './booking-status-badge';

interface BookingSummaryProps {
  booking: BookingDto;
  /** Status as of now (the list may be a minute old). */
  status: BookingStatus;
  viewer: 'student' | 'tutor';
  viewerZone: string;
  children?: ReactNode;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-xs font-medium text-neutral-500 sm:pt-0.5">{label}</dt>
      <dd className="text-sm text-neutral-800">{children}</dd>
    </div>
  );
}

export function yourTimeLine(b: BookingDto, zone: string): string | null {
  if (zone === b.timezone) return null;
  // the first real session, not the start date (which may not be a session day).
  const first = firstSessionIn(b, zone);
  if (!first) return null;
  const label = b.sessions > 1 ? 'first session ' : '';
  return `${label}${formatDateLabel(first.date)}, ${formatTimeRange(first.startTime, first.endTime)} (${zone})`;
}

/** The schedule as it is now, one line each; where a moved session was, muted, as history. */
function When({ booking }: { booking: BookingDto }) {
  const [now, ...changes] = scheduleLines(booking);
  return (
    <>
      <span className="block">{now}</span>
      {changes.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {scheduleHistory(booking).map((line) => (
        <span key={line} className="block text-xs text-neutral-500">
          {line}
        </span>
      ))}
    </>
  );
}

export function BookingSummary({
  booking: b,
  status,
  viewer,
  viewerZone,
  children,
}: BookingSummaryProps) {
  const other = viewer === 'student' ? b.tutorId : b.studentId;
  const price = bookingPrice({
    pricePerHour: b.price,
    startTime: b.startTime,
    endTime: b.endTime,
    sessions: b.sessions,
    isTrial: b.isTrial,
  });
  const local = yourTimeLine(b, viewerZone);
  return (
    <Card className="p-4 sm:p-5">
      <article
        aria-label={`${b.subject} ${viewer === 'student' ? 'with' : 'from'} ${other.fullName}`}
      >
        <header className="flex items-start gap-3">
          <Avatar src={other.profilePhoto} name={other.fullName} id={other._id} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
              <h3 className="text-base font-semibold break-words text-neutral-900">{b.subject}</h3>
              <div className="flex flex-wrap items-center gap-2">
                {b.isTrial && <TrialBadge />}
                <BookingStatusBadge status={status} />
                {viewer === 'tutor' && b.outsideAvailability && <OutsideAvailabilityBadge />}
              </div>
            </div>
            <p className="mt-0.5 text-sm break-words text-neutral-600">
              {viewer === 'student' ? 'with ' : 'from '}
              {other.fullName}
              {viewer === 'student' && b.tutorId.headline ? ` · ${b.tutorId.headline}` : ''}
            </p>
          </div>
        </header>
        <dl className="mt-4 grid gap-2">
          <Row label="When">
            <When booking={b} />
          </Row>
          {local && <Row label="Your time">{local}</Row>}
          <Row label="Mode">{b.tutoringMode.join(', ')}</Row>
          <Row label="Sessions">
            {sessionsLabel(b.sessions)}
            {price ? ` of ${durationLabel(price.minutesPerSession)}` : ''}
          </Row>
          <Row label="Price">
            {b.isTrial || !price ? (
              'Free trial'
            ) : (
              <>
                {formatCurrency(b.price, b.currency)}/hr × {durationLabel(price.minutesPerSession)}{' '}
                × {sessionsLabel(price.sessions)} ={' '}
                <strong className="font-semibold">{formatCurrency(b.total, b.currency)}</strong>
                {viewer === 'tutor' && (
                  <span className="block text-xs text-neutral-600">
                    Your earning after the {PLATFORM_FEE_RATE * 100}% platform fee:{' '}
                    {formatCurrency(price.tutorEarning, b.currency)}
                  </span>
                )}
              </>
            )}
          </Row>
          {status === 'rejected' && b.rejectionReason && (
            <Row label="Reason">
              <span className="text-danger-700">{b.rejectionReason}</span>
            </Row>
          )}
        </dl>
        {Children.toArray(children).length > 0 && (
          <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-neutral-100 pt-4">
            {children}
          </div>
        )}
      </article>
    </Card>
  );
}
