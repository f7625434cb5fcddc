CREATE TABLE "consultation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"university" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"phd_stage" text NOT NULL,
	"research_title" text NOT NULL,
	"research_description" text DEFAULT '' NOT NULL,
	"guidance_areas" text[] NOT NULL,
	"other_guidance" text DEFAULT '' NOT NULL,
	"session_type" text NOT NULL,
	"session_date" date NOT NULL,
	"session_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"document_file_id" uuid,
	"contacted_at" timestamp with time zone,
	"contact_note" text,
	"contacted_by" uuid,
	"mentor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_requests_provider_order_id_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
CREATE TABLE "research_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"research_area" text NOT NULL,
	"current_stage" text NOT NULL,
	"support_needed" text[] NOT NULL,
	"other_support" text DEFAULT '' NOT NULL,
	"deadline" text NOT NULL,
	"document_file_id" uuid,
	"contacted_at" timestamp with time zone,
	"contact_note" text,
	"contacted_by" uuid,
	"mentor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_contacted_by_users_id_fk" FOREIGN KEY ("contacted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_requests" ADD CONSTRAINT "research_requests_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_requests" ADD CONSTRAINT "research_requests_contacted_by_users_id_fk" FOREIGN KEY ("contacted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_requests" ADD CONSTRAINT "research_requests_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_requests_paid_slot_idx" ON "consultation_requests" USING btree ("starts_at") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "consultation_requests_created_idx" ON "consultation_requests" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "research_requests_created_idx" ON "research_requests" USING btree ("created_at" desc);