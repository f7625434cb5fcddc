CREATE TABLE "currency_rates" (
	"currency" text NOT NULL,
	"effective_from" date NOT NULL,
	"inr_minor_per_unit" integer NOT NULL,
	CONSTRAINT "currency_rates_currency_effective_from_pk" PRIMARY KEY("currency","effective_from")
);
--> statement-breakpoint
DROP INDEX "tutor_profiles_verified_new_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_verified_price_idx";--> statement-breakpoint
ALTER TABLE "tutor_profiles" ALTER COLUMN "teaching_experience" SET DATA TYPE numeric(3, 1);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "min_price_inr_minor" integer;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "max_price_inr_minor" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_student_idempotency_key_idx" ON "bookings" USING btree ("student_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "tutor_profiles_verified_new_idx" ON "tutor_profiles" USING btree ("created_at","user_id","tutoring_modes","subcategories","avl_days","avl_time","min_price_inr_minor","max_price_inr_minor") WHERE verification_status = 'verified';--> statement-breakpoint
CREATE INDEX "tutor_profiles_verified_price_idx" ON "tutor_profiles" USING btree (("min_price_inr_minor" + "max_price_inr_minor"),"user_id","min_price_inr_minor","max_price_inr_minor","tutoring_modes","subcategories","avl_days","avl_time") WHERE verification_status = 'verified';