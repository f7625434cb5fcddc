// Requests of the tutor verification area (/admin, issue: tutor onboarding and verification).
import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../constants/marketplace';
import { intParam } from './common';

/** GET /api/admin/tutors?status=pending&page=1&limit=20 (page is 1-based). */
export const adminTutorListQuerySchema = z.object({
  status: z
    .enum(VERIFICATION_STATUSES, { error: 'Status must be pending, verified or rejected.' })
    .default('pending'),
  page: intParam({ min: 1, max: 100_000, default: 1, label: 'Page' }),
  limit: intParam({ min: 1, max: 100, default: 20, label: 'Limit' }),
});
export type AdminTutorListQuery = z.infer<typeof adminTutorListQuerySchema>;

export const REJECTION_REASON_MAX = 1000;
export const REJECT_TUTOR_MESSAGES = {
  required: 'Please enter a reason for the rejection.',
  tooLong: `The reason can be at most ${REJECTION_REASON_MAX} characters.`,
} as const;

/** POST /api/admin/tutors/{id}/reject: a reason is required (the tutor sees it on the dashboard). */
export const rejectTutorRequestSchema = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: REJECT_TUTOR_MESSAGES.required })
      .min(1, { error: REJECT_TUTOR_MESSAGES.required })
      .max(REJECTION_REASON_MAX, { error: REJECT_TUTOR_MESSAGES.tooLong }),
  ),
});
export type RejectTutorRequest = z.infer<typeof rejectTutorRequestSchema>;

/** GET /api/admin/outbox?page=1&limit=20 */
export const outboxQuerySchema = z.object({
  page: intParam({ min: 1, max: 100_000, default: 1, label: 'Page' }),
  limit: intParam({ min: 1, max: 100, default: 20, label: 'Limit' }),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}
