// Seats of a batch: paid enrolments plus seats held while a payment is made (an accepted
// enrolment booking touched within the hold). Always counted with the batch row locked FOR UPDATE
// by the caller, so two students can never take the last seat together.
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import { BATCH_LIMITS } from '@tm/shared/rules/batches';
import { bookings } from '../../db/schema/bookings';
import type { Db } from '../../db/client';
import type { Tx } from '../payments/tx';

export function holdCutoff(now: Date): Date {
  return new Date(now.getTime() - BATCH_LIMITS.holdMinutes * 60_000);
}

/** When a held seat is released, from the enrolment booking's last touch. */
export function holdExpiresAt(updatedAt: Date): Date {
  return new Date(updatedAt.getTime() + BATCH_LIMITS.holdMinutes * 60_000);
}

export async function seatsTaken(
  db: Db | Tx,
  batchId: string,
  now: Date,
  opts: { excludeBookingId?: string; paidOnly?: boolean } = {},
): Promise<number> {
  const held = opts.paidOnly
    ? eq(bookings.status, 'active')
    : or(
        eq(bookings.status, 'active'),
        and(eq(bookings.status, 'accepted'), gt(bookings.updatedAt, holdCutoff(now))),
      );
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.batchId, batchId),
        held,
        opts.excludeBookingId ? ne(bookings.id, opts.excludeBookingId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Seats taken for many batches at once (lists). */
export async function seatsTakenMany(
  db: Db | Tx,
  batchIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({ batchId: bookings.batchId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        sql`${bookings.batchId} in ${batchIds}`,
        or(
          eq(bookings.status, 'active'),
          and(eq(bookings.status, 'accepted'), gt(bookings.updatedAt, holdCutoff(now))),
        ),
      ),
    )
    .groupBy(bookings.batchId);
  return new Map(rows.map((r) => [r.batchId!, r.n]));
}
