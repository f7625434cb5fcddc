// In-class chat: messages stored per booking, readable by its tutor and student during
// and after the class; delivered and read markers set by the recipient only.
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { ChatMessage } from '@tm/shared/call/protocol';
import type { Db } from '../../db/client';
import { classMessages } from '../../db/schema/calls';
import type { AuthUser } from '../auth/tokens';
import { loadBookingFor } from '../access/booking-access';

type Row = typeof classMessages.$inferSelect;

export function toChatMessage(r: Row): ChatMessage {
  return {
    id: r.id,
    clientId: r.clientId,
    senderId: r.senderId,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
    readAt: r.readAt?.toISOString() ?? null,
  };
}

/** Stores a message once per (sender, clientId): a resend from the offline queue is the same one. */
export async function saveChatMessage(opts: {
  db: Db;
  bookingId: string;
  senderId: string;
  clientId: string;
  body: string;
}): Promise<ChatMessage> {
  const [inserted] = await opts.db
    .insert(classMessages)
    .values({
      bookingId: opts.bookingId,
      senderId: opts.senderId,
      clientId: opts.clientId,
      body: opts.body,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return toChatMessage(inserted);
  const [existing] = await opts.db
    .select()
    .from(classMessages)
    .where(
      and(
        eq(classMessages.bookingId, opts.bookingId),
        eq(classMessages.senderId, opts.senderId),
        eq(classMessages.clientId, opts.clientId),
      ),
    );
  return toChatMessage(existing!);
}

export async function chatHistory(db: Db, bookingId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(classMessages)
    .where(eq(classMessages.bookingId, bookingId))
    .orderBy(asc(classMessages.createdAt))
    .limit(500);
  return rows.map(toChatMessage);
}

/** Marks messages the recipient got or read; returns the ids that changed. */
export async function markChat(opts: {
  db: Db;
  bookingId: string;
  recipientId: string;
  ids: string[];
  marker: 'delivered' | 'read';
  now?: Date;
}): Promise<string[]> {
  const now = opts.now ?? new Date();
  const column = opts.marker === 'read' ? classMessages.readAt : classMessages.deliveredAt;
  const set = opts.marker === 'read' ? { readAt: now } : { deliveredAt: now };
  const rows = await opts.db
    .update(classMessages)
    .set(set)
    .where(
      and(
        eq(classMessages.bookingId, opts.bookingId),
        ne(classMessages.senderId, opts.recipientId),
        inArray(classMessages.id, opts.ids),
        isNull(column),
      ),
    )
    .returning({ id: classMessages.id });
  return rows.map((r) => r.id);
}

/** GET history after the class: for those who may see the booking (its tutor and student). */
export async function readClassChat(opts: {
  db: Db;
  user: AuthUser;
  bookingId: string;
}): Promise<ChatMessage[]> {
  await loadBookingFor({ ...opts, viewer: opts.user, action: 'view' });
  return chatHistory(opts.db, opts.bookingId);
}
