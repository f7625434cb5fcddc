import { and, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import { TIME_TRANSITIONS } from '@tm/shared/rules/booking-status';
import { bookings } from '../../db/schema/bookings';

const instant = { firstStartAt: bookings.firstStartAt, lastEndAt: bookings.lastEndAt } as const;

/**
 * SQL for "the booking's status as of `now` is `status`" (rules/booking-status.ts statusAsOf), so
 * lists filter in the database and still agree with the screens between sweeps:
 * pending/accepted count only while their first session is ahead, active only while its last
 * session is ahead, and expired/completed include the rows the sweeper has not written yet.
 */
export function statusAsOfIs(status: BookingStatus, now: Date): SQL {
  const leaving = TIME_TRANSITIONS.find((t) =>
    (t.from as readonly BookingStatus[]).includes(status),
  );
  if (leaving) return and(eq(bookings.status, status), gt(instant[leaving.at], now))!;
  const arriving = TIME_TRANSITIONS.find((t) => t.to === status);
  if (arriving) {
    return or(
      eq(bookings.status, status),
      and(inArray(bookings.status, [...arriving.from]), lte(instant[arriving.at], now)),
    )!;
  }
  return eq(bookings.status, status);
}

export function statusAsOfIn(statuses: readonly BookingStatus[], now: Date): SQL | undefined {
  if (!statuses.length) return undefined;
  return or(...[...new Set(statuses)].map((s) => statusAsOfIs(s, now)));
}
