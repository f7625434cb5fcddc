// core-marketplace §2 Tutor requests: "rejection asks for a reason"; §5: the reason is required.
import { useState, type FormEvent } from 'react';
import { MSG } from '@tm/shared/messages';
import { BOOKING_LIMITS } from '@tm/shared/rules/booking-checks';
import { rejectBookingRequestSchema, type BookingDto } from '@tm/shared/schemas/booking';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { bookingActionError } from '@/entities/booking/decision-error';
import { showToast } from '@/lib/toast-store';
import { useRejectBooking } from '../api/reject-booking';

interface RejectBookingDialogProps {
  booking: BookingDto | null;
  onClose: () => void;
}

export function RejectBookingDialog({ booking, onClose }: RejectBookingDialogProps) {
  const reject = useRejectBooking();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const close = () => {
    setReason('');
    setError(undefined);
    setFailure(undefined);
    reject.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!booking) return;
    const parsed = rejectBookingRequestSchema.safeParse({ rejectionReason: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setFailure(undefined);
    reject.mutate(
      { id: booking._id, ...parsed.data },
      {
        onSuccess: () => {
          showToast('Request rejected. The student has been told.', 'success');
          close();
        },
        onError: (err) => setFailure(bookingActionError(err, MSG.rejectBookingFailed)),
      },
    );
  };

  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && close()}
      title="Reject request"
      description={
        booking
          ? `Tell ${booking.studentId.fullName} why you cannot take this ${booking.isTrial ? 'trial' : 'class'} (${booking.subject}).`
          : undefined
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Field label="Reason" required error={error} hint="The student will see this.">
          <Textarea
            aria-required="true"
            rows={4}
            maxLength={BOOKING_LIMITS.rejectionReasonMaxChars}
            showCount
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        {failure && (
          <p
            role="alert"
            className="mt-3 rounded-lg bg-danger-50 px-3 py-2 text-sm whitespace-pre-line text-danger-700"
          >
            {failure}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={reject.isPending}>
            Reject request
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
