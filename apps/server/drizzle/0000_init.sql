CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"session_type" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"tutoring_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"available_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"timezone" text NOT NULL,
	"sessions" integer DEFAULT 1 NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"rejection_reason" text,
	"first_start_at" timestamp with time zone NOT NULL,
	"last_end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text,
	"image_key" text,
	"published" boolean DEFAULT false NOT NULL,
	"posted_at" timestamp with time zone,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"student_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_student_id_tutor_id_pk" PRIMARY KEY("student_id","tutor_id")
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"contact_number" text,
	"country" text,
	"state" text,
	"city" text,
	"pincodes" text,
	"timezone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"avl_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"avl_time" text[] DEFAULT '{}'::text[] NOT NULL,
	"tutoring_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"subcategories" text[] DEFAULT '{}'::text[] NOT NULL,
	"student_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"tutor_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"view_date" date NOT NULL,
	CONSTRAINT "profile_views_tutor_id_viewer_id_view_date_pk" PRIMARY KEY("tutor_id","viewer_id","view_date")
);
--> statement-breakpoint
CREATE TABLE "tutor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gender" text,
	"date_of_birth" date,
	"contact_number" text,
	"timezone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"country" text,
	"state" text,
	"city" text,
	"tutoring_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"teaching_level" text,
	"age_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"subcategories" text[] DEFAULT '{}'::text[] NOT NULL,
	"highest_qualification" text,
	"specialization" text,
	"teaching_experience" integer,
	"current_occupation" text,
	"students_per_class" integer,
	"avl_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"avl_time" text[] DEFAULT '{}'::text[] NOT NULL,
	"class_duration" text,
	"pincodes" text,
	"headline" text,
	"bio" text,
	"achievement" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"min_hour_charge_minor" integer,
	"max_hour_charge_minor" integer,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"total_views" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"google_sub" text,
	"profile_photo_key" text,
	"is_form_submitted" boolean DEFAULT false NOT NULL,
	"cb_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "users_cb_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_documents" ADD CONSTRAINT "tutor_documents_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_documents" ADD CONSTRAINT "tutor_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_tutor_status_idx" ON "bookings" USING btree ("tutor_id","status","first_start_at");--> statement-breakpoint
CREATE INDEX "bookings_student_status_idx" ON "bookings" USING btree ("student_id","status","created_at" desc);--> statement-breakpoint
CREATE INDEX "bookings_status_first_start_idx" ON "bookings" USING btree ("status","first_start_at");--> statement-breakpoint
CREATE INDEX "bookings_status_last_end_idx" ON "bookings" USING btree ("status","last_end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_category_name_idx" ON "subcategories" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "blogs_published_posted_idx" ON "blogs" USING btree ("published","posted_at" desc);--> statement-breakpoint
CREATE INDEX "files_owner_kind_idx" ON "files" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "favourites_tutor_idx" ON "favourites" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "tutor_documents_tutor_idx" ON "tutor_documents" USING btree ("tutor_id","kind");--> statement-breakpoint
CREATE INDEX "tutor_profiles_status_idx" ON "tutor_profiles" USING btree ("verification_status","submitted_at");--> statement-breakpoint
CREATE INDEX "tutor_profiles_search_trgm_idx" ON "tutor_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tutor_profiles_verified_new_idx" ON "tutor_profiles" USING btree ("created_at","user_id","tutoring_modes","subcategories","avl_days","avl_time","min_hour_charge_minor","max_hour_charge_minor") WHERE verification_status = 'verified';--> statement-breakpoint
CREATE INDEX "tutor_profiles_verified_price_idx" ON "tutor_profiles" USING btree (("min_hour_charge_minor" + "max_hour_charge_minor"),"user_id","min_hour_charge_minor","max_hour_charge_minor","tutoring_modes","subcategories","avl_days","avl_time") WHERE verification_status = 'verified';--> statement-breakpoint
CREATE INDEX "tutor_profiles_verified_subjects_idx" ON "tutor_profiles" USING gin ("subcategories") WHERE verification_status = 'verified';--> statement-breakpoint
CREATE INDEX "tutor_profiles_verified_category_idx" ON "tutor_profiles" USING btree ("category") WHERE verification_status = 'verified';--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" desc);