// Messages between students and tutors on the wire: what /api/messages/* and the admin report
// queue answer, and what the inbox socket carries (conversations/protocol.ts).
import { z } from 'zod';

export const attachmentDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
});
export type AttachmentDto = z.infer<typeof attachmentDtoSchema>;

/**
 * One message as its viewer may see it: the sender sees what they wrote, the receiver the copy
 * with contact details hidden (`hidden` tells either that something was), nobody a deleted text.
 */
export const messageDtoSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  clientId: z.string(),
  senderId: z.string(),
  mine: z.boolean(),
  body: z.string(),
  hidden: z.boolean(),
  deleted: z.boolean(),
  attachment: attachmentDtoSchema.nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** When anything about it last changed (sent, edited, deleted, delivered, read). */
  changedAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type MessageDto = z.infer<typeof messageDtoSchema>;

export const conversationPartySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  profilePhoto: z.string().nullable(),
  role: z.enum(['student', 'tutor']),
  /** When they last had the messages open (null: never, or hidden). */
  lastActiveAt: z.string().nullable(),
});
export type ConversationParty = z.infer<typeof conversationPartySchema>;

export const blockStateSchema = z.enum(['none', 'by_me', 'by_them']);
export type BlockState = z.infer<typeof blockStateSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  other: conversationPartySchema,
  lastMessage: z
    .object({
      body: z.string(),
      mine: z.boolean(),
      deleted: z.boolean(),
      hasAttachment: z.boolean(),
      createdAt: z.string(),
    })
    .nullable(),
  lastMessageAt: z.string(),
  unread: z.number(),
  blocked: blockStateSchema,
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  pagination: z.object({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    hasMore: z.boolean(),
  }),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const linkedBookingSchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.string(),
  isTrial: z.boolean(),
  startDate: z.string(),
  startTime: z.string(),
  timezone: z.string(),
});
export type LinkedBooking = z.infer<typeof linkedBookingSchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  /** The bookings between the two, newest first. */
  bookings: z.array(linkedBookingSchema),
  paidBooking: z.boolean(),
  /** Whether the viewer may send now, and if not, why (one of the access messages). */
  canSend: z.boolean(),
  cannotSendReason: z.string().nullable(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const messagePageSchema = z.object({
  /** Oldest first. */
  messages: z.array(messageDtoSchema),
  /** The cursor for the page before this one, or null at the start of the conversation. */
  nextBefore: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const sentMessageSchema = z.object({
  message: messageDtoSchema,
  /** To the sender when contact or payment details were hidden from the receiver. */
  notice: z.string().nullable(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const unreadCountSchema = z.object({
  total: z.number(),
  conversations: z.number(),
  /** The conversations with unread messages (the latest 20): who wrote, and how many. */
  byPerson: z.array(
    z.object({ conversationId: z.string(), userId: z.string(), unread: z.number() }),
  ),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const messagingSettingsSchema = z.object({
  messageMails: z.boolean(),
  suspended: z.boolean(),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

export const blockResultSchema = z.object({ blocked: blockStateSchema });

export const reportReceiptSchema = z.object({ id: z.string() });

// Admin: the report queue, a reported conversation, suspensions.
const adminPerson = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

export const excerptLineSchema = z.object({
  senderId: z.string(),
  senderName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const messageReportSchema = z.object({
  id: z.string(),
  kind: z.enum(['report', 'flag']),
  reason: z.string(),
  reasonLabel: z.string(),
  details: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  conversationId: z.string(),
  reporter: adminPerson.nullable(),
  reported: adminPerson.extend({ suspended: z.boolean() }),
  excerpt: z.array(excerptLineSchema),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

export const messageReportListSchema = z.object({
  reports: z.array(messageReportSchema),
  pagination: z.object({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    pages: z.number(),
  }),
});
export type MessageReportList = z.infer<typeof messageReportListSchema>;

/** An admin's read of a reported conversation: every message as it was written. */
export const adminConversationSchema = z.object({
  id: z.string(),
  student: adminPerson,
  tutor: adminPerson,
  messages: z.array(
    messageDtoSchema.extend({ senderName: z.string(), receiverSaw: z.string().nullable() }),
  ),
});
export type AdminConversation = z.infer<typeof adminConversationSchema>;

export const suspensionSchema = z.object({ userId: z.string(), suspended: z.boolean() });

/** POST /api/messages/conversations/{id}/read: the messages that became read, and when. */
export const markedSchema = z.object({ ids: z.array(z.string()), at: z.string().nullable() });

/** POST /api/test/messaging-pair (NODE_ENV=test only): a tutor and a student who never met. */
const fixturePerson = z.object({ id: z.string(), email: z.string(), fullName: z.string() });
export const messagingPairFixtureSchema = z.object({
  tutor: fixturePerson,
  student: fixturePerson,
});
