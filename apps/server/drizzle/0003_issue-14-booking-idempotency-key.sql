ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_student_idempotency_key_idx" ON "bookings" USING btree ("student_id","idempotency_key");