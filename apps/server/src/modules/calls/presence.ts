// Presence in a booking's call room and the attendance it leaves behind. Kept in the
// database, so every node sees it and it survives a node restart: a connection's row is open
// (no leftAt) while it lives, and heartbeats move lastSeenAt.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { todayIn } from '@tm/shared/rules/dates';
import { HEARTBEAT_SECONDS } from '@tm/shared/call/constants';
import type { Db } from '../../db/client';
import { classAttendance } from '../../db/schema/calls';

/** A connection silent for three heartbeats is gone (a crashed node leaves such rows). */
export const PRESENCE_STALE_MS = HEARTBEAT_SECONDS * 3 * 1000;

export async function joinRoom(opts: {
  db: Db;
  bookingId: string;
  userId: string;
  timezone: string;
  now?: Date;
}): Promise<{ id: string; resumed: boolean }> {
  const now = opts.now ?? new Date();
  const resumed = await isPresent(opts.db, opts.bookingId, opts.userId, now);
  const [row] = await opts.db
    .insert(classAttendance)
    .values({
      bookingId: opts.bookingId,
      userId: opts.userId,
      sessionDate: todayIn(opts.timezone, now),
      joinedAt: now,
      lastSeenAt: now,
    })
    .returning({ id: classAttendance.id });
  return { id: row!.id, resumed };
}

export async function touchPresence(db: Db, connectionId: string, now = new Date()) {
  await db
    .update(classAttendance)
    .set({ lastSeenAt: now })
    .where(and(eq(classAttendance.id, connectionId), isNull(classAttendance.leftAt)));
}

export async function leaveRoom(db: Db, connectionId: string, now = new Date()) {
  await db
    .update(classAttendance)
    .set({ leftAt: now, lastSeenAt: now })
    .where(and(eq(classAttendance.id, connectionId), isNull(classAttendance.leftAt)));
}

/** Whether the user has a live connection in the room (other than `exceptId`). */
export async function isPresent(
  db: Db,
  bookingId: string,
  userId: string,
  now = new Date(),
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: classAttendance.id })
    .from(classAttendance)
    .where(
      and(
        eq(classAttendance.bookingId, bookingId),
        eq(classAttendance.userId, userId),
        isNull(classAttendance.leftAt),
        gt(classAttendance.lastSeenAt, new Date(now.getTime() - PRESENCE_STALE_MS)),
        exceptId ? ne(classAttendance.id, exceptId) : sql`true`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
