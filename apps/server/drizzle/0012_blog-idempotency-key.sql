ALTER TABLE "blogs" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_author_idempotency_key_idx" ON "blogs" USING btree ("author_id","idempotency_key");