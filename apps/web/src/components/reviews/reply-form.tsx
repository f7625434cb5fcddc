// A tutor's reply to a review of their class, loaded only on the tutor's own
// page (tutor-reviews.tsx): visitors never load its validation.
import { useState, type FormEvent } from 'react';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  replyRatingRequestSchema,
  type ReviewDto,
} from '@tm/shared/schemas/reviews';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useReplyRating } from './reviews-api';

export function ReplyForm({ review }: { review: ReviewDto }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplyRating();
  if (!open) {
    return (
      <div>
        <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
          Reply
        </Button>
      </div>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = replyRatingRequestSchema.safeParse({ reviewId: review._id, reply: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reply.mutate(parsed.data, {
      onSuccess: () => showToast(REVIEW_MESSAGES.replied, 'success'),
      onError: (err) =>
        setError(serverMessage(err) ?? 'Failed to post your reply. Please try again.'),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="ml-4 grid gap-2">
      <Field label="Your reply" required error={error} hint="You can reply once; students see it.">
        <Textarea
          rows={3}
          maxLength={REVIEW_LIMITS.replyMax}
          showCount
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={reply.isPending}>
          Post reply
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
