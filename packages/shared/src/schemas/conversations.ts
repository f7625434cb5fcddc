// Requests of the messages between students and tutors (routes under /api/messages and the inbox
// socket's messages). Bodies are plain text, always shown as text (never HTML).
import { z } from 'zod';
import { intParam } from './common';
import { MESSAGING_LIMITS, MESSAGING_TEXT, REPORT_REASONS } from '../rules/messaging';

/* eslint-disable-next-line no-control-regex -- text keeps tab and newlines, nothing else below a space */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A message's text: trimmed, Windows newlines made plain, 1 to 2,000 characters. */
export const messageBodySchema = z
  .string({ error: MESSAGING_TEXT.empty })
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGING_TEXT.empty })
      .max(MESSAGING_LIMITS.bodyMaxChars, { error: MESSAGING_TEXT.tooLong })
      .refine((s) => !CONTROL.test(s), { error: 'Messages cannot contain control characters.' }),
  );

/** The sending page's id for a message: a retry or a resend with the same id lands once. */
export const clientIdSchema = z
  .string({ error: 'clientId is required.' })
  .min(8, { error: 'clientId must have 8 to 64 characters.' })
  .max(64, { error: 'clientId must have 8 to 64 characters.' })
  .regex(/^[\w-]+$/, { error: 'clientId may hold letters, digits, - and _ only.' });

/** POST /api/messages/conversations: a student names a tutor, a tutor names a student. */
export const startConversationRequestSchema = z
  .object({
    tutorId: z.uuid({ error: 'Invalid tutor id.' }).optional(),
    studentId: z.uuid({ error: 'Invalid student id.' }).optional(),
  })
  .refine((b) => (b.tutorId ? 1 : 0) + (b.studentId ? 1 : 0) === 1, {
    error: 'Name either a tutor or a student.',
  });
export type StartConversationRequest = z.infer<typeof startConversationRequestSchema>;

/** GET /api/messages/conversations?q&page&limit (newest first; q searches the other's name). */
export const listConversationsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: 'Search must have at most 100 characters.' })
    .optional()
    .transform((s) => s || undefined),
  page: intParam({ min: 1, max: 10_000, default: 1, label: 'Page' }),
  limit: intParam({ min: 1, max: 50, default: 20, label: 'Limit' }),
});
export type ListConversationsQuery = z.infer<typeof listConversationsQuerySchema>;

/** GET /api/messages/conversations/{id}/messages?before&limit: a page back through history. */
export const listMessagesQuerySchema = z.object({
  /** The cursor of the page before (nextBefore of the last page); absent: the newest page. */
  before: z
    .string()
    .max(100)
    .regex(/^[\w:.+-]+\|[0-9a-f-]{36}$/i, { error: 'Invalid cursor.' })
    .optional(),
  limit: intParam({ min: 1, max: 100, default: MESSAGING_LIMITS.pageSize, label: 'Limit' }),
});
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;

/** POST /api/messages/conversations/{id}/messages */
export const sendMessageRequestSchema = z.object({
  clientId: clientIdSchema,
  body: messageBodySchema,
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** The text fields of the attachment form (multipart; the file is the `attachment` field). */
export const attachmentFieldsSchema = z.object({
  clientId: clientIdSchema,
  body: z
    .string()
    .optional()
    .transform((s) => s?.replace(/\r\n?/g, '\n').trim() ?? '')
    .pipe(z.string().max(MESSAGING_LIMITS.bodyMaxChars, { error: MESSAGING_TEXT.tooLong })),
});

/** PATCH /api/messages/{id} */
export const editMessageRequestSchema = z.object({ body: messageBodySchema });
export type EditMessageRequest = z.infer<typeof editMessageRequestSchema>;

/** POST /api/messages/conversations/{id}/report */
export const reportConversationRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MESSAGING_TEXT.reportReasonRequired }),
  details: z
    .string()
    .trim()
    .max(1000, { error: 'Details must have at most 1000 characters.' })
    .optional(),
});
export type ReportConversationRequest = z.infer<typeof reportConversationRequestSchema>;

/** PUT /api/messages/settings */
export const messagingSettingsRequestSchema = z.object({
  messageMails: z.boolean({ error: 'messageMails must be true or false.' }),
});
export type MessagingSettingsRequest = z.infer<typeof messagingSettingsRequestSchema>;

/** GET /api/admin/message-reports?status&page */
export const adminReportsQuerySchema = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
  page: intParam({ min: 1, max: 10_000, default: 1, label: 'Page' }),
});

/** POST /api/admin/messaging-suspensions/{userId} */
export const suspendMessagingRequestSchema = z.object({
  reason: z
    .string({ error: MESSAGING_TEXT.suspendReasonRequired })
    .trim()
    .min(1, { error: MESSAGING_TEXT.suspendReasonRequired })
    .max(500, { error: 'The reason must have at most 500 characters.' }),
});
