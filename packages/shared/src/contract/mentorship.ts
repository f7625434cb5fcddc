// PhD mentorship on the wire (mentorship-policies-video §3 field names): the forms'
// answers and the admin follow-up lists. Built by apps/server/src/modules/mentorship/*.
import { z } from 'zod';

const currency = z.enum(['INR', 'USD']);

export const mentorshipDocumentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number(),
});
export type DocumentWire = z.infer<typeof mentorshipDocumentSchema>;

export const mentorSchema = z.object({ _id: z.string(), fullName: z.string(), email: z.string() });
export type Mentor = z.infer<typeof mentorSchema>;

const followUp = {
  contacted: z.boolean(),
  contactedAt: z.string().nullable(),
  contactNote: z.string().nullable(),
  mentor: mentorSchema.nullable(),
  createdAt: z.string(),
  /** When the 24-hour promise runs out, and the milliseconds left at the time of the answer (negative: overdue). */
  contactDueAt: z.string(),
  contactMsLeft: z.number(),
};

export const researchRequestSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  researchArea: z.string(),
  currentStage: z.string(),
  supportNeeded: z.array(z.string()),
  otherSupport: z.string(),
  deadline: z.string(),
  document: mentorshipDocumentSchema.nullable(),
  ...followUp,
});
export type ResearchRequestWire = z.infer<typeof researchRequestSchema>;

export const consultationSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  university: z.string(),
  country: z.string(),
  phdStage: z.string(),
  researchTitle: z.string(),
  researchDescription: z.string(),
  guidanceAreas: z.array(z.string()),
  otherGuidance: z.string(),
  sessionType: z.enum(['quick', 'deep']),
  sessionDate: z.string(),
  sessionTime: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  price: z.number(),
  currency,
  status: z.enum(['pending', 'paid', 'refund_due']),
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Paid amount in major units, or null while unpaid. */
  paidAmount: z.number().nullable(),
  document: mentorshipDocumentSchema.nullable(),
  /**
   * The session's video call once a mentor is assigned to the paid consultation: the path of the
   * requester's join link (`/consultation-call/{id}#key=...`; the mentor opens it without the key).
   */
  videoLink: z.string().nullable(),
  ...followUp,
});
export type ConsultationWire = z.infer<typeof consultationSchema>;

export const researchRequestListSchema = z.object({ requests: z.array(researchRequestSchema) });
export const consultationListSchema = z.object({ requests: z.array(consultationSchema) });
export const mentorListSchema = z.object({ mentors: z.array(mentorSchema) });
/** The request after a follow-up change (either kind). */
export const followedUpRequestSchema = z.union([researchRequestSchema, consultationSchema]);

/** POST /api/submit-research-support-form */
export const researchSubmittedSchema = z.object({ _id: z.string() });

/** POST /api/submit-consultation-form: the payment order to check out. */
export const consultationOrderSchema = z.object({
  /** The created record's id (sent back at verification as formId). */
  id: z.string(),
  _id: z.string(),
  /** The same id under the name verification uses. */
  formId: z.string(),
  /** The provider's order id (sent back at verification as orderId). */
  orderId: z.string(),
  description: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Minor units, as the checkout takes them. */
  amount: z.number(),
  currency,
  /** The price in major units, as shown. */
  price: z.number(),
  provider: z.enum(['razorpay', 'sandbox', 'unavailable']),
  keyId: z.string().nullable(),
  sessionType: z.enum(['quick', 'deep']),
  sessionDate: z.string(),
  sessionTime: z.string(),
  startsAt: z.string(),
});
export type ConsultationOrder = z.infer<typeof consultationOrderSchema>;

/** GET /api/consultation-slots?date= */
export const consultationSlotsSchema = z.object({
  date: z.string(),
  slots: z.array(z.object({ time: z.string(), available: z.boolean(), taken: z.boolean() })),
});
export type ConsultationSlots = z.infer<typeof consultationSlotsSchema>;

/** POST /api/verify-consultation-form-payment */
export const verifiedConsultationSchema = z.object({
  _id: z.string(),
  status: z.literal('paid'),
  orderId: z.string(),
  paymentId: z.string(),
  amount: z.number(),
  currency,
  sessionDate: z.string(),
  sessionTime: z.string(),
  startsAt: z.string(),
  /** True when this call found the payment already verified. */
  alreadyVerified: z.boolean(),
});
export type VerifiedConsultation = z.infer<typeof verifiedConsultationSchema>;
