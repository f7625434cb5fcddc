// One review as the tutor page and the admin screen show it. All text is rendered as text (React
// escapes it); hidden text is never sent to non-admins, so only the notice can show here.
import type { ReactNode } from 'react';
import { REVIEW_MESSAGES } from '@tm/shared/constants/reviews';
import type { ReviewDto } from '@tm/shared/schemas/reviews';
import { formatDate } from '@/lib/format';
import { Stars } from './stars';

export function ReviewItem({
  review,
  author,
  children,
}: {
  review: ReviewDto;
  /** Who wrote it, as this screen may show it (first name on the public page). */
  author?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="grid gap-2" aria-label={`Review by ${review.studentName}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} className="text-base" />
        <span className="text-sm font-medium text-neutral-900">{author ?? review.studentName}</span>
        <span className="text-xs text-neutral-600">
          {review.subject} · {formatDate(review.createdAt)}
        </span>
      </div>
      {review.commentHidden && review.comment === null ? (
        <p className="text-sm text-neutral-500 italic">{REVIEW_MESSAGES.hiddenText}</p>
      ) : (
        <p className="text-sm break-words whitespace-pre-line text-neutral-800">{review.comment}</p>
      )}
      {review.reply && (
        <div className="ml-4 rounded-lg border-l-2 border-accent-200 bg-neutral-50 px-3 py-2">
          <p className="text-xs font-semibold text-neutral-700">Tutor’s reply</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-neutral-800">
            {review.reply}
          </p>
        </div>
      )}
      {children}
    </article>
  );
}
