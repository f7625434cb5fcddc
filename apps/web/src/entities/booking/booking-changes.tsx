// on a booking card, its refund, a pending reschedule proposal (accept/decline for the
// other side, withdraw for the proposer) and the Reschedule and Cancel actions with their dialogs.
// Moved and cancelled sessions are part of the card's When (booking-summary.tsx).
import { useState } from 'react';
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import { bookingSessions, formatDateLabel, formatTimeRange } from '@tm/shared/rules/booking-time';
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { RefundDto, RescheduleDto } from '@tm/shared/schemas/booking-changes';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { useAnswerReschedule, useBookingChanges } from './booking-changes-api';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { RescheduleDialog } from './reschedule-dialog';

const CHANGEABLE: readonly BookingStatus[] = ['accepted', 'active'];
type Side = 'student' | 'tutor';

function when(date: string, start: string, end: string) {
  return `${formatDateLabel(date)}, ${formatTimeRange(start, end)}`;
}

function RefundLine({ refund, booking }: { refund: RefundDto; booking: BookingDto }) {
  const amount = formatCurrency(refund.amount, refund.currency);
  const by = refund.cancelledBy === 'tutor' ? 'the tutor' : 'the student';
  const text = {
    processed: `Refunded ${amount} (cancelled by ${by})${refund.providerRefundId ? ` · refund ${refund.providerRefundId}` : ''}`,
    pending_approval: `Refund of ${amount} waiting for approval (cancelled by ${by})`,
    declined: `Refund of ${amount} declined${refund.decisionNote ? `: ${refund.decisionNote}` : ''}`,
    none: `Cancelled by ${by}; nothing to refund`,
  }[refund.status];
  return (
    <p
      className="text-sm text-neutral-700"
      data-testid={`refund-${booking._id}`}
      data-status={refund.status}
    >
      {text}
    </p>
  );
}

function Proposal({ p, b, viewer }: { p: RescheduleDto; b: BookingDto; viewer: Side }) {
  const answer = useAnswerReschedule();
  const mine = p.proposedBy === viewer;
  const who = mine ? 'You' : viewer === 'student' ? b.tutorId.fullName : b.studentId.fullName;
  const act = (event: 'accept' | 'decline' | 'withdraw') =>
    answer.mutate(
      { id: p._id, event },
      {
        onSuccess: () =>
          showToast(
            {
              accept: 'New time accepted.',
              decline: 'New time declined.',
              withdraw: 'Proposal withdrawn.',
            }[event],
            'success',
          ),
        onError: (err) => showToast(serverMessage(err) ?? 'Please try again.', 'danger'),
      },
    );
  return (
    <div
      role="group"
      aria-label="Reschedule proposal"
      className="bg-accent-50 ring-accent-100 grid gap-2 rounded-xl p-3 text-sm ring-1"
    >
      <p className="font-medium text-neutral-900">
        {who} proposed a new time{p.scope === 'rest' ? ` for ${p.movedCount} sessions` : ''}:
      </p>
      <p className="text-neutral-800">
        <span className="line-through decoration-neutral-400">
          {when(p.fromDate, p.fromStartTime, b.endTime)}
        </span>{' '}
        → <strong>{when(p.newDate, p.newStartTime, p.newEndTime)}</strong> ({b.timezone})
      </p>
      {p.message && <p className="text-neutral-700">“{p.message}”</p>}
      <div className="flex flex-wrap gap-2">
        {mine ? (
          <Button
            size="sm"
            variant="secondary"
            loading={answer.isPending}
            onClick={() => act('withdraw')}
          >
            Withdraw proposal
          </Button>
        ) : (
          <>
            <Button size="sm" loading={answer.isPending} onClick={() => act('accept')}>
              Accept new time
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={answer.isPending}
              onClick={() => act('decline')}
            >
              Decline
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

export function BookingChanges({
  booking: b,
  status,
  viewer,
}: {
  booking: BookingDto;
  status: BookingStatus;
  viewer: Side;
}) {
  const changes = useBookingChanges();
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);
  const proposal = changes.data?.proposals.find((p) => p.bookingId === b._id);
  const refund = changes.data?.refunds.find((r) => r.bookingId === b._id);
  const upcoming = bookingSessions(b).some((s) => s.start > new Date());
  const changeable = CHANGEABLE.includes(status) && upcoming;

  return (
    <div className="grid w-full basis-full gap-2">
      {refund && <RefundLine refund={refund} booking={b} />}
      {proposal && changeable && <Proposal p={proposal} b={b} viewer={viewer} />}
      {changeable && (
        <div className="flex flex-wrap gap-2">
          {!proposal && (
            <Button size="sm" variant="secondary" onClick={() => setDialog('reschedule')}>
              Reschedule
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')}>
            Cancel booking
          </Button>
        </div>
      )}
      {dialog === 'reschedule' && <RescheduleDialog booking={b} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && (
        <CancelBookingDialog booking={b} viewer={viewer} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
