CREATE TABLE "need_matches" (
	"need_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"score" real NOT NULL,
	"reason" text NOT NULL,
	"notified_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "need_matches_need_id_tutor_id_pk" PRIMARY KEY("need_id","tutor_id")
);
--> statement-breakpoint
CREATE TABLE "need_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"need_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"price_minor" integer,
	"currency" text,
	"proposed_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_trial" boolean DEFAULT false NOT NULL,
	"decline_reason" text,
	"shortlisted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"level" text NOT NULL,
	"mode" text NOT NULL,
	"pincode" text,
	"days" text[] NOT NULL,
	"times" text[] NOT NULL,
	"timezone" text NOT NULL,
	"budget_minor" integer,
	"budget_inr_minor" integer,
	"currency" text NOT NULL,
	"start_date" date NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"posted_as" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"booking_id" uuid,
	"notified_count" integer DEFAULT 0 NOT NULL,
	"last_widened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_response_stats" (
	"tutor_id" uuid PRIMARY KEY NOT NULL,
	"told" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"median_response_minutes" integer,
	"last_answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "need_matches" ADD CONSTRAINT "need_matches_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_matches" ADD CONSTRAINT "need_matches_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_responses" ADD CONSTRAINT "need_responses_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_responses" ADD CONSTRAINT "need_responses_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs" ADD CONSTRAINT "needs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs" ADD CONSTRAINT "needs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_response_stats" ADD CONSTRAINT "tutor_response_stats_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "need_matches_tutor_idx" ON "need_matches" USING btree ("tutor_id","notified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "need_responses_need_tutor_idx" ON "need_responses" USING btree ("need_id","tutor_id");--> statement-breakpoint
CREATE INDEX "need_responses_tutor_created_idx" ON "need_responses" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "needs_student_idx" ON "needs" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "needs_open_expiry_idx" ON "needs" USING btree ("expires_at") WHERE status = 'open';