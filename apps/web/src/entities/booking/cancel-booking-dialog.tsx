// cancel a booking (or one session of it) after seeing what it refunds. The amount
// comes from the server's quote (the same policy function the cancellation runs).
import { useState } from 'react';
import { bookingSessions } from '@tm/shared/rules/booking-time';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { CHANGE_LIMITS } from '@tm/shared/schemas/booking-changes';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { useCancelBooking, useRefundQuote } from './booking-changes-api';
import { sessionLabel } from './reschedule-dialog';

export const CANCEL_FAILED = 'Failed to cancel. Please try again.';
const ALL = 'all';

export function CancelBookingDialog({
  booking: b,
  viewer,
  onClose,
}: {
  booking: BookingDto;
  viewer: 'student' | 'tutor';
  onClose: () => void;
}) {
  const now = new Date();
  const upcoming = bookingSessions(b).filter((s) => s.start > now);
  const [which, setWhich] = useState(ALL);
  const sessionKey = which === ALL ? undefined : which;
  const quote = useRefundQuote(b._id, sessionKey);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelBooking(viewer);
  const money = (n: number) => formatCurrency(n, b.currency);
  const q = quote.data;

  const confirm = () => {
    if (viewer === 'tutor' && !reason.trim())
      return setError('Please enter a reason for cancelling.');
    cancel.mutate(
      { bookingId: b._id, sessionKey, reason: reason.trim() || undefined },
      {
        onSuccess: (r) => {
          showToast(
            r.status === 'processed'
              ? `Cancelled. ${money(r.amount)} is being refunded.`
              : r.status === 'pending_approval'
                ? `Cancelled. The refund of ${money(r.amount)} waits for approval.`
                : 'Cancelled.',
            'success',
          );
          onClose();
        },
        onError: (err) => setError(serverMessage(err) ?? CANCEL_FAILED),
      },
    );
  };

  let summary = '';
  if (q) {
    const free = q.policy.freeCancellationHours;
    summary =
      q.paid === 0
        ? 'Nothing was paid for this booking, so there is nothing to refund.'
        : viewer === 'tutor'
          ? `The student paid ${money(q.paid)}. A tutor's cancellation refunds them in full: ${money(q.refund)}.`
          : `You paid ${money(q.paid)}. Cancelling now refunds ${money(q.refund)}.` +
            (q.needsApproval
              ? ` This is less than ${free} hours before a session, so ${q.policy.lateRefundPercent}% of it is refunded after our team approves it.`
              : ` Free cancellation up to ${free} hours before each session.`);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={upcoming.length > 1 ? 'Cancel sessions' : 'Cancel booking'}
      description={`${b.subject} with ${viewer === 'student' ? b.tutorId.fullName : b.studentId.fullName}.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep booking
          </Button>
          <Button variant="danger" loading={cancel.isPending} disabled={!q} onClick={confirm}>
            {which === ALL ? 'Cancel booking' : 'Cancel session'}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        {upcoming.length > 1 && (
          <Field label="What to cancel">
            <Select
              value={which}
              onChange={(e) => setWhich(e.target.value)}
              options={[
                { value: ALL, label: `All ${upcoming.length} upcoming sessions` },
                ...upcoming.map((s) => ({ value: s.key!, label: sessionLabel(b, s) })),
              ]}
            />
          </Field>
        )}
        <div
          aria-live="polite"
          className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-800 ring-1 ring-neutral-200"
        >
          {quote.isPending ? (
            <span className="flex items-center gap-2">
              <Spinner /> Working out your refund…
            </span>
          ) : quote.isError ? (
            <span className="text-danger-700">{serverMessage(quote.error) ?? CANCEL_FAILED}</span>
          ) : (
            <>
              <p className="text-base font-semibold">
                Refund: {money(q!.refund)}
                {q!.needsApproval && ' (after approval)'}
              </p>
              <p className="mt-1">{summary}</p>
            </>
          )}
        </div>
        <Field
          label={viewer === 'tutor' ? 'Reason' : 'Reason (optional)'}
          required={viewer === 'tutor'}
        >
          <Textarea
            value={reason}
            rows={2}
            maxLength={CHANGE_LIMITS.messageMaxChars}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        {error && (
          <p role="alert" className="text-danger-700 text-sm">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
