// Messages between students and tutors: limits, windows and the texts people see. The screens and
// the server read these; nothing spells a limit or a message twice. Decisions:
// docs/decisions/messages.md.

export const MESSAGING_LIMITS = {
  /** Characters in one message. */
  bodyMaxChars: 2000,
  /** Messages one person may send in any minute (all conversations together). */
  messagesPerMinute: 30,
  /** Attachments one person may send in 24 hours. */
  attachmentsPerDay: 20,
  /** New conversations a student may start in 24 hours (asking many tutors is fine; spam is not). */
  newConversationsPerDay: 20,
  /** A message may be edited this long after it was sent. */
  editWindowMs: 15 * 60_000,
  /** Messages per page of a conversation's history. */
  pageSize: 30,
  /** An unread message is mailed once it has waited this long. */
  unreadMailDelayMs: 10 * 60_000,
  /** At most one mail per conversation and recipient in this time. */
  digestEveryMs: 60 * 60_000,
  /** Messages with hidden contact details within a day after which the sender is flagged. */
  flagAfterHiddenMessages: 3,
  /** Messages kept in a report's excerpt (the latest ones). */
  reportExcerptMessages: 20,
  /** A reconnecting page gets the changes since the last one it saw, less this overlap. */
  resumeOverlapMs: 5_000,
  /** Changes replayed to a reconnecting page at most (older ones come with the pages). */
  resumeMax: 500,
} as const;

export const MESSAGING_TEXT = {
  /** mentorship-policies-video §5 SDK rules: sending without a connection. */
  notConnected: "You are not connected to chat. Please call 'connect' function first",
  /** mentorship-policies-video §5 SDK rules: a dialog id that is not a one-to-one conversation. */
  unsupportedChatType: 'Unsupported chat type',
  notFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  blockedByMe: 'You have blocked this person. Unblock them to send messages.',
  blockedByThem: 'You cannot message this person.',
  suspended:
    'Your messaging has been suspended by an admin. You can still read your conversations.',
  adminReadsReportedOnly: 'Admins can read only conversations that were reported.',
  profileIncomplete: 'Please complete your profile before messaging tutors.',
  tutorUnavailable: 'This tutor cannot receive messages.',
  tutorMayNotStart: 'You can message students who have written to you or booked a class with you.',
  onlyStudentsAndTutors: 'Only students and tutors can send messages.',
  empty: 'Please write a message.',
  tooLong: `A message can have at most ${MESSAGING_LIMITS.bodyMaxChars} characters.`,
  tooFast: `You are sending messages too fast: at most ${MESSAGING_LIMITS.messagesPerMinute} a minute. Please wait a moment.`,
  tooManyAttachments: `You can send at most ${MESSAGING_LIMITS.attachmentsPerDay} attachments a day.`,
  tooManyConversations: `You can start at most ${MESSAGING_LIMITS.newConversationsPerDay} new conversations a day.`,
  notOwn: 'You can change only your own messages.',
  editWindowOver: 'Messages can be edited for 15 minutes after they are sent.',
  alreadyDeleted: 'This message was deleted.',
  /** Shown in place of a deleted message, to both people. */
  deleted: 'Message deleted',
  /** To the sender of a message in which contact or payment details were hidden. */
  hiddenForSender:
    'Contact details and payment links are hidden from the other person until you have a paid booking together. Sessions and payments go through TutorsPlace only.',
  /** Under the sender's earlier such messages (the full notice stands under the latest). */
  hiddenShort: 'Contact details hidden from the other person.',
  /** To the receiver, under such a message. */
  hiddenForReceiver: 'Contact details were hidden: sessions and payments go through TutorsPlace.',
  reportReasonRequired: 'Please choose why you are reporting this conversation.',
  reported: 'Thank you. Our team will review this conversation.',
  suspendReasonRequired: 'Please give a reason for the suspension.',
  notSent: 'Not sent',
} as const;

/** Why someone reports a conversation. */
export const REPORT_REASONS = ['spam', 'abuse', 'off_platform', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason | 'contact_attempts', string> = {
  spam: 'Spam or advertising',
  abuse: 'Abusive or inappropriate',
  off_platform: 'Asking to pay or meet outside TutorsPlace',
  other: 'Something else',
  contact_attempts: 'Repeated attempts to share contact or payment details',
};

/** Whether a message sent at `createdAt` may still be edited at `now`. */
export function canEditMessage(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= MESSAGING_LIMITS.editWindowMs;
}

/**
 * Whether a recipient's unread messages are due for a mail at `now`: the oldest unmailed one has
 * waited the delay, and the last mail of this conversation went out at least a digest period ago.
 */
export function digestDue(opts: {
  oldestUnread: Date;
  lastMailedAt: Date | null;
  now: Date;
}): boolean {
  const { oldestUnread, lastMailedAt, now } = opts;
  if (now.getTime() - oldestUnread.getTime() < MESSAGING_LIMITS.unreadMailDelayMs) return false;
  return (
    lastMailedAt === null ||
    now.getTime() - lastMailedAt.getTime() >= MESSAGING_LIMITS.digestEveryMs
  );
}
