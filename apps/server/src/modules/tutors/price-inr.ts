// discovery filters and sorts tutors by price in INR (tutor_profiles.min/max_price_inr_minor,
// indexed). This is the one write path of those columns: call it in the same transaction as any
// write of a tutor's currency or hourly range, and after a new rate is configured (no tutor id).
import { eq } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '@tm/shared/constants/marketplace';
import { rateInEffect, toInrMinor, type InrRate } from '@tm/shared/rules/currency';
import type { Db } from '../../db/client';
import { currencyRates } from '../../db/schema/currency-rates';
import { tutorProfiles } from '../../db/schema/tutor-profiles';

type Exec = Pick<Db, 'select' | 'update'>;

/** Every configured rate (a handful of rows). */
export async function loadInrRates(db: Pick<Db, 'select'>): Promise<InrRate[]> {
  const rows = await db.select().from(currencyRates);
  return rows
    .filter((r): r is typeof r & { currency: Currency } =>
      (CURRENCIES as readonly string[]).includes(r.currency),
    )
    .map((r) => ({
      currency: r.currency,
      effectiveFrom: String(r.effectiveFrom),
      inrMinorPerUnit: r.inrMinorPerUnit,
    }));
}

/** Today's date in UTC (rates are dated by day). */
function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Recomputes the INR price columns of one tutor, or of every tutor when no id is given. */
export async function refreshTutorPriceInr(
  db: Exec,
  tutorId?: string,
  now: Date = new Date(),
): Promise<void> {
  const rates = await loadInrRates(db);
  const rows = await db
    .select({
      userId: tutorProfiles.userId,
      currency: tutorProfiles.currency,
      min: tutorProfiles.minHourChargeMinor,
      max: tutorProfiles.maxHourChargeMinor,
    })
    .from(tutorProfiles)
    .where(tutorId ? eq(tutorProfiles.userId, tutorId) : undefined);
  for (const r of rows) {
    const rate = rateInEffect(rates, r.currency, today(now));
    await db
      .update(tutorProfiles)
      .set({
        minPriceInrMinor: r.min === null ? null : toInrMinor(r.min, r.currency, rate),
        maxPriceInrMinor: r.max === null ? null : toInrMinor(r.max, r.currency, rate),
      })
      .where(eq(tutorProfiles.userId, r.userId));
  }
}
