CREATE TABLE "batch_attendance" (
	"batch_id" uuid NOT NULL,
	"session_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"first_joined_at" timestamp with time zone NOT NULL,
	"last_left_at" timestamp with time zone,
	CONSTRAINT "batch_attendance_batch_id_session_key_user_id_pk" PRIMARY KEY("batch_id","session_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"level" text NOT NULL,
	"mode" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" text[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"timezone" text NOT NULL,
	"sessions" integer NOT NULL,
	"seats" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"free_first_session" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"session_changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_start_at" timestamp with time zone NOT NULL,
	"last_end_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"media_server" text,
	"room_secret" text NOT NULL,
	"room_pin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "batch_attendance" ADD CONSTRAINT "batch_attendance_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_attendance" ADD CONSTRAINT "batch_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_tutor_idx" ON "batches" USING btree ("tutor_id","first_start_at");--> statement-breakpoint
CREATE INDEX "batches_open_start_idx" ON "batches" USING btree ("first_start_at") WHERE "batches"."status" = 'open';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_batch_status_idx" ON "bookings" USING btree ("batch_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_enrolment_per_student" ON "bookings" USING btree ("batch_id","student_id") WHERE "bookings"."batch_id" is not null and "bookings"."status" in ('accepted', 'active');