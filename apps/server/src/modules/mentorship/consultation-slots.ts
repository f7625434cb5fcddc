// GET /api/consultation-slots?date=YYYY-MM-DD: the hourly India-time slots of a date and whether
// each can still be booked (not begun, not already paid for by someone). Pending requests hold
// nothing, so they do not show as taken.
import { and, eq } from 'drizzle-orm';
import { CONSULTATION_TIME_SLOTS } from '@tm/shared/constants/mentorship';
import { slotProblem } from '@tm/shared/rules/consultation';
import type { Db } from '../../db/client';
import { consultationRequests } from '../../db/schema/mentorship';

export async function consultationSlots(opts: { db: Db; date: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const paid = await opts.db
    .select({ time: consultationRequests.sessionTime })
    .from(consultationRequests)
    .where(
      and(eq(consultationRequests.sessionDate, opts.date), eq(consultationRequests.status, 'paid')),
    );
  const taken = new Set(paid.map((p) => p.time));
  return {
    date: opts.date,
    slots: CONSULTATION_TIME_SLOTS.map((time) => ({
      time,
      available: !taken.has(time) && slotProblem(opts.date, time, now) === null,
      taken: taken.has(time),
    })),
  };
}
