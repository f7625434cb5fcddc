// What a send checks besides access: the sender's rate limits (counted in the database, so they
// hold across nodes), whether the pair has a paid booking (contact details may then pass), and
// the flag for an admin when a sender keeps trying to share contact or payment details.
import { sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { MESSAGING_LIMITS, MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import { messageReports } from '../../db/schema/messages';
import { rowsOf } from '../discovery/tutor-card';
import { conversationExcerpt } from './conversation-excerpt';

/** Refuses a send over the per-minute message limit or the daily attachment limit (429). */
export async function checkSendLimits(
  db: Db,
  senderId: string,
  opts: { attachment: boolean },
): Promise<void> {
  const result = await db.execute(sql`
    select
      count(*) filter (where created_at > now() - interval '1 minute')::int as last_minute,
      count(*) filter (where attachment_file_id is not null)::int as attachments
    from direct_messages
    where sender_id = ${senderId} and created_at > now() - interval '1 day'`);
  const [row] = rowsOf<{ last_minute: number; attachments: number }>(result);
  if ((row?.last_minute ?? 0) >= MESSAGING_LIMITS.messagesPerMinute)
    throw new AppError('TOO_MANY_REQUESTS', MESSAGING_TEXT.tooFast);
  if (opts.attachment && (row?.attachments ?? 0) >= MESSAGING_LIMITS.attachmentsPerDay)
    throw new AppError('TOO_MANY_REQUESTS', MESSAGING_TEXT.tooManyAttachments);
}

/** Whether the student has paid for a class with the tutor (a captured payment). */
export async function hasPaidBooking(db: Db, studentId: string, tutorId: string) {
  const result = await db.execute(sql`
    select exists(select 1 from payments
      where student_id = ${studentId} and tutor_id = ${tutorId} and status = 'captured') as paid`);
  return rowsOf<{ paid: boolean }>(result)[0]?.paid === true;
}

/**
 * After a message with hidden details: once the sender has sent FLAG_AFTER such messages within a
 * day, the conversation is flagged for an admin (one open flag per conversation and sender).
 */
export async function flagRepeatedAttempts(
  db: Db,
  opts: { conversationId: string; senderId: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    select count(*)::int as n from direct_messages
    where sender_id = ${opts.senderId} and cardinality(hidden_kinds) > 0
      and created_at > now() - interval '1 day'`);
  const n = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  if (n < MESSAGING_LIMITS.flagAfterHiddenMessages) return false;
  const inserted = await db
    .insert(messageReports)
    .values({
      conversationId: opts.conversationId,
      kind: 'flag',
      reporterId: null,
      reportedUserId: opts.senderId,
      reason: 'contact_attempts',
      details: `${n} messages with hidden contact or payment details in the last 24 hours.`,
      excerpt: await conversationExcerpt(db, opts.conversationId),
    })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  return inserted.length > 0;
}
