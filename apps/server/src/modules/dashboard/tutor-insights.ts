// GET /api/dashboard (core-marketplace §3 Dashboard insights): the tutor dashboard's five figures.
// Definitions (docs/decisions/tutor-dashboard-insights.md):
// - totalViews: tutor_profiles.total_views (counted by the tutor detail page, once per viewer a day).
// - totalConversions: bookings with this tutor that became paid classes, i.e. non-trial bookings
//   that are active or completed (a request the tutor accepted and the student paid for).
// - activeStudents: distinct students with at least one active booking with this tutor.
// - totalEarning, totalWithdrawals: from the ledger (modules/payments/tutor-totals.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { DashboardInsights } from '@tm/shared/contract/admin';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { statusAsOfIs } from '../bookings/status-as-of';
import { tutorTotalsMinor } from '../payments/tutor-totals';

export async function tutorInsights(
  db: Db,
  tutorId: string,
  now = new Date(),
): Promise<DashboardInsights> {
  const [views] = await db
    .select({ totalViews: tutorProfiles.totalViews })
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, tutorId))
    .limit(1);
  const [counts] = await db
    .select({
      conversions: sql<number>`count(*) filter (where ${bookings.isTrial} = false and ${bookings.status} in ('active', 'completed'))::int`,
      // Active as of now (a booking whose last session has ended is completed even before the
      // sweeper writes it).
      activeStudents: sql<number>`count(distinct ${bookings.studentId}) filter (where ${statusAsOfIs('active', now)})::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.tutorId, tutorId), sql`${bookings.status} in ('active', 'completed')`));
  const money = await tutorTotalsMinor(db, tutorId);
  return {
    totalViews: views?.totalViews ?? 0,
    totalConversions: counts?.conversions ?? 0,
    activeStudents: counts?.activeStudents ?? 0,
    totalEarning: money.earningMinor / 100,
    totalWithdrawals: money.withdrawalsMinor / 100,
  };
}
