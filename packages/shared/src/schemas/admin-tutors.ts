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

/**
 * POST /api/admin/tutors/{id}/approve. `submittedAt` is the submission the admin reviewed (from
 * the queue); when the tutor has resubmitted since (new documents), approval is refused so that
 * nobody is verified on documents no admin has seen. Optional for API clients that omit it.
 */
export const approveTutorRequestSchema = z
  .object({
    submittedAt: z.iso
      .datetime({ error: 'submittedAt must be an ISO date-time.' })
      .nullable()
      .optional(),
  })
  .nullish(); // no body at all is fine (Fastify gives null)
export type ApproveTutorRequest = z.infer<typeof approveTutorRequestSchema>;
export const MSG_TUTOR_CHANGED =
  'This tutor changed their details or documents after you opened them. Reload the queue to review the latest.';

/** GET /api/admin/outbox?page=1&limit=20 */
export const outboxQuerySchema = z.object({
  page: intParam({ min: 1, max: 100_000, default: 1, label: 'Page' }),
  limit: intParam({ min: 1, max: 100, default: 20, label: 'Limit' }),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

// The wire shapes are zod schemas in the response contract; their types are read from there.
export type { Pagination } from '../contract/envelope';
