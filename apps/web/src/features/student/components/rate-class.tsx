// "Rate this class" on a class that has been held, and the rating once given.
// The server decides whether a session was held (refuses otherwise with its message); the button
// shows once the class is completed, or once the first session of an active class has ended.
import { useState, type FormEvent } from 'react';
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import { bookingSessions } from '@tm/shared/rules/booking-time';
import type { BookingDto } from '@tm/shared/schemas/booking';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  submitRatingRequestSchema,
  type ReviewDto,
} from '@tm/shared/schemas/reviews';
import { Stars, StarInput } from '@/components/reviews/stars';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useSubmitRating } from '../api/ratings';

/** Whether My Classes offers rating this booking (as of `now`). */
export function mayOfferRating(b: BookingDto, status: BookingStatus, now: Date): boolean {
  if (status === 'completed') return true;
  if (status !== 'active') return false;
  const first = bookingSessions(b)[0];
  return !!first && first.end <= now;
}

export function RateClass({ booking, rating }: { booking: BookingDto; rating?: ReviewDto }) {
  const [open, setOpen] = useState(false);
  if (rating) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-neutral-700">
        Your rating: <Stars value={rating.rating} />
      </p>
    );
  }
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Rate this class
      </Button>
      {open && <RatingDialog booking={booking} onClose={() => setOpen(false)} />}
    </>
  );
}

function RatingDialog({ booking, onClose }: { booking: BookingDto; onClose: () => void }) {
  const submit = useSubmitRating();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [failure, setFailure] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = submitRatingRequestSchema.safeParse({
      bookingId: booking._id,
      rating: stars ?? undefined,
      comment,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'rating' ? 'rating' : 'comment';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(undefined);
    submit.mutate(parsed.data, {
      onSuccess: () => {
        showToast(REVIEW_MESSAGES.submitted, 'success');
        onClose();
      },
      onError: (err) =>
        setFailure(serverMessage(err) ?? 'Failed to save your rating. Please try again.'),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Rate this class"
      description={`How was your ${booking.subject} ${booking.isTrial ? 'trial' : 'class'} with ${booking.tutorId.fullName}? Your rating and comment appear on the tutor’s page with your first name.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div>
          <StarInput
            value={stars}
            onChange={(n) => {
              setStars(n);
              setErrors((e) => ({ ...e, rating: undefined }));
            }}
            invalid={!!errors.rating}
            describedBy={errors.rating ? 'rating-error' : undefined}
          />
          {errors.rating && (
            <p id="rating-error" className="mt-1 text-sm text-danger-700">
              {errors.rating}
            </p>
          )}
        </div>
        <Field label="Comment" required error={errors.comment}>
          <Textarea
            aria-required="true"
            rows={4}
            maxLength={REVIEW_LIMITS.commentMax}
            showCount
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setErrors((prev) => ({ ...prev, comment: undefined }));
            }}
          />
        </Field>
        {failure && (
          <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={submit.isPending}>
            Submit rating
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
