-- Issue 14: the configured USD rate (paise per dollar; ₹83.50) and the INR price columns of the
-- tutors already stored, as refreshTutorPriceInr (modules/tutors/price-inr.ts) writes them.
INSERT INTO "currency_rates" ("currency", "effective_from", "inr_minor_per_unit")
VALUES ('USD', '2026-01-01', 8350)
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "tutor_profiles" SET
  "min_price_inr_minor" = CASE WHEN "currency" = 'USD' THEN round("min_hour_charge_minor" * 8350 / 100.0)::integer ELSE "min_hour_charge_minor" END,
  "max_price_inr_minor" = CASE WHEN "currency" = 'USD' THEN round("max_hour_charge_minor" * 8350 / 100.0)::integer ELSE "max_hour_charge_minor" END;
