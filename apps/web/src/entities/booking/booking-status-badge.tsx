// core-marketplace §2 "Student bookings": status badge labels Pending Approval, Accepted, Active,
// Rejected, Expired, Completed (Withdrawn, Missed and Cancelled are ours). Status colours are for status only.
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import { BOOKING_STATUS_LABELS } from '@tm/shared/rules/booking-status';
import { AVAILABILITY_TEXT } from '@tm/shared/rules/tutor-availability';
import { cn } from '@/lib/cn';

const tones: Record<BookingStatus, string> = {
  pending: 'bg-warning-50 text-warning-700 ring-warning-100',
  accepted: 'bg-accent-50 text-accent-800 ring-accent-100',
  active: 'bg-success-50 text-success-700 ring-success-100',
  completed: 'bg-neutral-100 text-neutral-700 ring-neutral-200',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-100',
  expired: 'bg-neutral-100 text-neutral-600 ring-neutral-200',
  withdrawn: 'bg-neutral-100 text-neutral-600 ring-neutral-200',
  missed: 'bg-warning-50 text-warning-700 ring-warning-100',
  cancelled: 'bg-danger-50 text-danger-700 ring-danger-100',
};

export function BookingStatusBadge({
  status,
  className,
}: {
  status: BookingStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}

export function TrialBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-semibold text-white">
      Free trial
    </span>
  );
}

/** the tutor's flag on a request outside their stated days and hours. */
export function OutsideAvailabilityBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-warning-50 px-2.5 py-0.5 text-xs font-semibold text-warning-700 ring-1 ring-warning-100 ring-inset">
      {AVAILABILITY_TEXT.outsideFlag}
    </span>
  );
}
