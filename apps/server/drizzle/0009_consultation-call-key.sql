ALTER TABLE "consultation_requests" ADD COLUMN "call_key" text;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_call_key_unique" UNIQUE("call_key");