// Admission to a group class's video room. Only the batch's tutor and its paid students get a
// token (access: `join`), and only from 15 minutes before a session until it ends. Each session
// is its own room on the media server (Janus VideoRoom, string ids), made on first admission with
// the batch's secret and pin and `publishers` = seats + 1; every admission adds a fresh random
// token to that room's allowed list, so a browser can join only the room it was admitted to, and
// a token from another batch or an earlier session (another room) is refused by Janus itself.
// Any API node can admit: the room's server, secret and pin are on the batch row.
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { BATCH_MESSAGES } from '@tm/shared/rules/batches';
import type { RoomToken } from '@tm/shared/schemas/batches';
import type { Db } from '../../db/client';
import { batchAttendance, batches } from '../../db/schema/batches';
import type { MediaPort } from '../../ports/media';
import type { AuthUser } from '../auth/tokens';
import { loadBatchFor } from '../access/batch-access';
import { batchSessions } from './batch-dto';

export const ROOM_OPENS_MINUTES_BEFORE = 15;

export function roomName(batchId: string, sessionKey: string): string {
  return `batch-${batchId}-${sessionKey}`;
}

export async function admitToRoom(opts: {
  db: Db;
  media: MediaPort;
  user: AuthUser;
  batchId: string;
  now?: Date;
  log?: { error: (obj: unknown, msg: string) => void };
}): Promise<RoomToken> {
  const now = opts.now ?? new Date();
  if (opts.media.kind === 'none')
    throw new AppError('SERVICE_UNAVAILABLE', BATCH_MESSAGES.notEnabled);
  const { batch, grant } = await loadBatchFor({
    db: opts.db,
    viewer: opts.user,
    batchId: opts.batchId,
    action: 'join',
  });
  if (batch.status !== 'open') throw new AppError('CONFLICT', BATCH_MESSAGES.cancelled);
  const session = batchSessions(batch).find(
    (s) =>
      !s.cancelled &&
      s.start.getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000 <= now.getTime() &&
      now < s.end,
  );
  if (!session) throw new AppError('CONFLICT', BATCH_MESSAGES.sessionNotNow);

  // The batch's server, chosen once (the first admission on any node wins the conditional write).
  let server = batch.mediaServer;
  if (!server) {
    await opts.db
      .update(batches)
      .set({ mediaServer: opts.media.chooseServer(batch.id) })
      .where(and(eq(batches.id, batch.id), isNull(batches.mediaServer)));
    const [row] = await opts.db
      .select({ mediaServer: batches.mediaServer })
      .from(batches)
      .where(eq(batches.id, batch.id));
    server = row!.mediaServer!;
  }
  const room = roomName(batch.id, session.key);
  const token = crypto.randomBytes(24).toString('hex');
  try {
    await opts.media.ensureRoom({
      server,
      room,
      secret: batch.roomSecret,
      pin: batch.roomPin,
      publishers: batch.seats + 1,
      description: batch.title,
    });
    await opts.media.allow({ server, room, secret: batch.roomSecret }, [token]);
  } catch (err) {
    opts.log?.error({ err }, 'media server: admission failed');
    throw new AppError('BAD_GATEWAY', 'The class room could not be opened. Please try again.');
  }
  // Admission is recorded as attendance for the session (first time only).
  await opts.db
    .insert(batchAttendance)
    .values({
      batchId: batch.id,
      sessionKey: session.key,
      userId: opts.user.id,
      firstJoinedAt: now,
    })
    .onConflictDoUpdate({
      target: [batchAttendance.batchId, batchAttendance.sessionKey, batchAttendance.userId],
      set: { lastLeftAt: sql`null` },
    });
  return {
    janusUrl: server,
    room,
    token,
    pin: batch.roomPin,
    display: opts.user.fullName,
    role: grant.as === 'owner' ? 'tutor' : 'student',
    session: session.key,
    expiresAt: session.end.toISOString(),
  };
}
