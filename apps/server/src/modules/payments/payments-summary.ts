import { eq } from 'drizzle-orm';
import { availableBalanceMinor } from '@tm/shared/rules/payments';
import type { Db } from '../../db/client';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { tutorTotalsMinor } from './tutor-totals';

/**
 * GET /api/payments/summary: the tutor's balance card (core-marketplace §2 Tutor payments), in
 * major units of the tutor's own currency.
 */
export async function paymentsSummary(db: Db, tutorId: string) {
  const t = await tutorTotalsMinor(db, tutorId);
  const [profile] = await db
    .select({ currency: tutorProfiles.currency })
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, tutorId))
    .limit(1);
  return {
    currency: profile?.currency ?? 'INR',
    totalEarning: t.earningMinor / 100,
    totalWithdrawals: t.withdrawalsMinor / 100,
    availableBalance: availableBalanceMinor(t.earningMinor, t.withdrawalsMinor) / 100,
  };
}
