import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * the configured rates that turn a tutor's price into INR for the discovery price filter
 * and sorts (rules/currency.ts `toInrMinor`). One row per currency per date it takes effect; the
 * rate used is the newest one in effect. Integer: paise per one major unit (USD 1 = 8,350 paise).
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    inrMinorPerUnit: integer('inr_minor_per_unit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.effectiveFrom] })],
);
