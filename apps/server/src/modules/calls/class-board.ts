// The class's shared whiteboard: Yjs updates from the tutor and the student of a booking, over
// the class's socket (only those two ever get one open), kept in `class_board_updates` and passed
// to the other person through the room's pub/sub channel, so the two may sit on different nodes.
// The server never interprets a drawing: it merges updates (Yjs) to hand out the board so far.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { BOARD_LIMITS, BOARD_MSG, type ServerMessage } from '@tm/shared/call/protocol';
import type { Db } from '../../db/client';
import { classBoardUpdates } from '../../db/schema/class-boards';
import type { AuthUser } from '../auth/tokens';
import { loadBookingFor } from '../access/booking-access';

/** Past this many rows, reading the board folds them into one. */
const COMPACT_AFTER_ROWS = 50;

const decodedBytes = (b64: string) =>
  Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/** Stores one update, or says why not (too big, or the board would pass its limit). */
export async function appendBoardUpdate(opts: {
  db: Db;
  bookingId: string;
  authorId: string;
  update: string;
}): Promise<{ ok: true } | { ok: false; reason: string }> {
  const bytes = decodedBytes(opts.update);
  if (bytes > BOARD_LIMITS.updateBytes) return { ok: false, reason: BOARD_MSG.updateTooBig };
  // A malformed update would break the board for both: Yjs must be able to read it.
  try {
    Y.decodeUpdate(Buffer.from(opts.update, 'base64'));
  } catch {
    return { ok: false, reason: BOARD_MSG.updateTooBig };
  }
  const [row] = await opts.db
    .select({ total: sql<number>`coalesce(sum(${classBoardUpdates.bytes}), 0)::int` })
    .from(classBoardUpdates)
    .where(eq(classBoardUpdates.bookingId, opts.bookingId));
  if ((row?.total ?? 0) + bytes > BOARD_LIMITS.boardBytes)
    return { ok: false, reason: BOARD_MSG.boardFull };
  await opts.db.insert(classBoardUpdates).values({
    bookingId: opts.bookingId,
    authorId: opts.authorId,
    update: opts.update,
    bytes,
  });
  return { ok: true };
}

/** The board so far as one Yjs update (base64), or null when nothing was drawn. */
export async function boardState(db: Db, bookingId: string): Promise<string | null> {
  const rows = await db
    .select({ id: classBoardUpdates.id, update: classBoardUpdates.update })
    .from(classBoardUpdates)
    .where(eq(classBoardUpdates.bookingId, bookingId))
    .orderBy(asc(classBoardUpdates.id));
  if (rows.length === 0) return null;
  const merged = Y.mergeUpdates(rows.map((r) => Buffer.from(r.update, 'base64')));
  const b64 = Buffer.from(merged).toString('base64');
  if (rows.length > COMPACT_AFTER_ROWS) {
    // Only the rows read are replaced: an update appended meanwhile (another node) stays.
    await db.transaction(async (tx) => {
      await tx.delete(classBoardUpdates).where(
        and(
          eq(classBoardUpdates.bookingId, bookingId),
          inArray(
            classBoardUpdates.id,
            rows.map((r) => r.id),
          ),
        ),
      );
      await tx
        .insert(classBoardUpdates)
        .values({ bookingId, authorId: null, update: b64, bytes: merged.byteLength });
    });
  }
  return b64;
}

/** A board message on the class socket: the board so far, or an update stored and passed on. */
export async function onBoardMessage(opts: {
  db: Db;
  bookingId: string;
  userId: string;
  msg: { type: 'board-sync' } | { type: 'board-update'; update: string };
  send: (msg: ServerMessage) => void;
  /** Passes a stored update to the other sockets of the room (any node). */
  share: (update: string) => Promise<void> | void;
}): Promise<void> {
  const { msg } = opts;
  if (msg.type === 'board-sync') {
    opts.send({ type: 'board-state', update: await boardState(opts.db, opts.bookingId) });
    return;
  }
  const stored = await appendBoardUpdate({
    db: opts.db,
    bookingId: opts.bookingId,
    authorId: opts.userId,
    update: msg.update,
  });
  if (!stored.ok) return opts.send({ type: 'board-refused', reason: stored.reason });
  await opts.share(msg.update);
}

/** The board after (or during) the class, read-only: for those who may see the booking. */
export async function readClassBoard(opts: {
  db: Db;
  user: AuthUser;
  bookingId: string;
}): Promise<string | null> {
  await loadBookingFor({ ...opts, viewer: opts.user, action: 'view' });
  return boardState(opts.db, opts.bookingId);
}
