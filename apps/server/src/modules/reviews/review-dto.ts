// The one place review rows become wire shapes. Hidden text never leaves the
// server except in the admin projection.
import type { AdminReviewDto, ReviewDto } from '@tm/shared/schemas/reviews';
import { ERASED_NAMES } from '@tm/shared/constants/data-rights';
import type { reviews } from '../../db/schema/reviews';

export type ReviewRow = typeof reviews.$inferSelect;

/** "Asha" from "Asha Rao": a review shows whose it is without naming the family. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'Student';
}

export function toReviewDto(
  r: ReviewRow & { subject: string; studentFullName: string },
): ReviewDto {
  const hidden = r.hiddenAt !== null;
  return {
    _id: r.id,
    bookingId: r.bookingId,
    tutorId: r.tutorId,
    rating: r.rating,
    comment: hidden ? null : r.comment,
    commentHidden: hidden,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    subject: r.subject,
    // An erased author is shown by the pseudonym whole ("Former student"), not its first word.
    studentName:
      r.studentFullName === ERASED_NAMES.student
        ? ERASED_NAMES.student
        : firstName(r.studentFullName),
    createdAt: r.createdAt.toISOString(),
  };
}

export function toAdminReviewDto(
  r: ReviewRow & { subject: string; studentFullName: string; tutorName: string },
): AdminReviewDto {
  return {
    ...toReviewDto(r),
    comment: r.comment,
    tutorName: r.tutorName,
    studentFullName: r.studentFullName,
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
  };
}
