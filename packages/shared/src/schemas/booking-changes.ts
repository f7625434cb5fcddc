// reschedule proposals, cancellations and refunds, and the cancellation policy's
// numbers. Request schemas (the web dialogs and the routes use the same ones) and the answers'
// shapes, declared once as zod (the routes' response schemas) with their TypeScript types.
import { z } from 'zod';
import { POLICY_LIMITS } from '../rules/cancellation-policy';
import { RESCHEDULE_MESSAGES, RESCHEDULE_STATUSES } from '../rules/reschedule';

export const CHANGE_LIMITS = { messageMaxChars: 500 } as const;

const isoDateText = z.string().max(40, { error: 'Date is too long.' });
const note = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(CHANGE_LIMITS.messageMaxChars, {
      error: `${label} can be at most ${CHANGE_LIMITS.messageMaxChars} characters.`,
    })
    .optional();

export const cancellationPolicySchema = z.object({
  freeCancellationHours: z
    .number({ error: 'Free cancellation hours must be a number.' })
    .int({ error: 'Free cancellation hours must be a whole number.' })
    .min(0, { error: 'Free cancellation hours cannot be negative.' })
    .max(POLICY_LIMITS.maxFreeCancellationHours, {
      error: `Free cancellation hours can be at most ${POLICY_LIMITS.maxFreeCancellationHours}.`,
    }),
  lateRefundPercent: z
    .number({ error: 'Late refund must be a number.' })
    .int({ error: 'Late refund must be a whole number.' })
    .min(0, { error: 'Late refund must be between 0 and 100.' })
    .max(100, { error: 'Late refund must be between 0 and 100.' }),
  trialsExempt: z.boolean({ error: 'Trials exempt must be true or false.' }),
  lateRefundNeedsApproval: z.boolean({ error: 'Late refund approval must be true or false.' }),
});

export const proposeRescheduleRequestSchema = z.object({
  sessionKey: z.string({ error: RESCHEDULE_MESSAGES.sessionRequired }).max(20),
  scope: z.enum(['one', 'rest'], { error: 'Scope must be one or rest.' }).default('one'),
  newDate: isoDateText.nullable().optional(),
  newStartTime: z.string().max(20, { error: 'Start time is too long.' }).nullable().optional(),
  message: note('Message'),
});
export type ProposeRescheduleRequest = z.infer<typeof proposeRescheduleRequestSchema>;

export const declineRescheduleRequestSchema = z
  .object({ declineReason: note('Reason') })
  .optional()
  .default({});

export const requestRefundSchema = z.object({
  bookingId: z.uuid({ error: 'Please choose a booking.' }),
  /** One session of a multi-session booking; absent: every upcoming session. */
  sessionKey: z.string().max(20).optional(),
  reason: note('Reason'),
});
export type RequestRefundRequest = z.infer<typeof requestRefundSchema>;

export const tutorCancelSchema = z.object({
  sessionKey: z.string().max(20).optional(),
  reason: z
    .string({ error: 'Please enter a reason for cancelling.' })
    .trim()
    .min(1, { error: 'Please enter a reason for cancelling.' })
    .max(CHANGE_LIMITS.messageMaxChars, {
      error: `Reason can be at most ${CHANGE_LIMITS.messageMaxChars} characters.`,
    }),
});

export const refundQuoteQuerySchema = z.object({
  bookingId: z.uuid({ error: 'Please choose a booking.' }),
  sessionKey: z.string().max(20).optional(),
});

export const refundDecisionSchema = z
  .object({ note: note('Note') })
  .optional()
  .default({});

export const adminRefundListQuerySchema = z.object({
  status: z
    .enum(['pending_approval', 'processed', 'declined'], { error: 'Unknown refund status.' })
    .default('pending_approval'),
});

export const rescheduleDtoSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  proposedBy: z.enum(['student', 'tutor']),
  scope: z.enum(['one', 'rest']),
  sessionKey: z.string(),
  fromDate: z.string(),
  fromStartTime: z.string(),
  newDate: z.string(),
  newStartTime: z.string(),
  newEndTime: z.string(),
  movedCount: z.number(),
  message: z.string().nullable(),
  status: z.enum(RESCHEDULE_STATUSES),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RescheduleDto = z.infer<typeof rescheduleDtoSchema>;

export const refundDtoSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  cancelledBy: z.enum(['student', 'tutor']),
  sessionKeys: z.array(z.string()),
  amount: z.number(),
  currency: z.enum(['INR', 'USD']),
  status: z.enum(['pending_approval', 'processed', 'declined', 'none']),
  providerRefundId: z.string().nullable(),
  reason: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RefundDto = z.infer<typeof refundDtoSchema>;

export const adminRefundDtoSchema = refundDtoSchema.extend({
  subject: z.string(),
  student: z.object({ fullName: z.string(), email: z.string() }),
  tutor: z.object({ fullName: z.string() }),
  lines: z.array(
    z.object({ key: z.string(), kind: z.string(), percent: z.number(), refund: z.number() }),
  ),
});
export type AdminRefundDto = z.infer<typeof adminRefundDtoSchema>;

export const refundQuoteDtoSchema = z.object({
  bookingId: z.string(),
  currency: z.enum(['INR', 'USD']),
  paid: z.number(),
  refund: z.number(),
  needsApproval: z.boolean(),
  lines: z.array(
    z.object({
      key: z.string(),
      start: z.string(),
      kind: z.enum(['free', 'late', 'started']),
      percent: z.number(),
      value: z.number(),
      refund: z.number(),
    }),
  ),
  policy: cancellationPolicySchema,
});
export type RefundQuoteDto = z.infer<typeof refundQuoteDtoSchema>;

/** GET /api/admin/refund-requests */
export const adminRefundListSchema = z.object({ refunds: z.array(adminRefundDtoSchema) });
/** GET /api/bookings/:id/reschedules */
export const rescheduleListSchema = z.object({ proposals: z.array(rescheduleDtoSchema) });
/** GET /api/booking-changes: the signed-in user's proposals and refunds. */
export const myBookingChangesSchema = z.object({
  proposals: z.array(rescheduleDtoSchema),
  refunds: z.array(refundDtoSchema),
});
