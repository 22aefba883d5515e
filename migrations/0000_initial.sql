CREATE TABLE "primary_elections" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"state_name" text NOT NULL,
	"primary_date" date,
	"runoff_date" date,
	"registration_deadline" date,
	"primary_type" text,
	"party_registration_required" boolean,
	"registration_url" text,
	"id_requirements" text,
	"notes" text,
	"additional_info" text,
	"voter_info_url" text,
	"next_primary_year" integer,
	"confidence" jsonb,
	"sources" text,
	"data_as_of" text NOT NULL,
	"admin_edited_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "primary_elections_state_unique" UNIQUE("state")
);
--> statement-breakpoint
CREATE TABLE "zip_districts" (
	"zip" text NOT NULL,
	"district_code" text NOT NULL,
	CONSTRAINT "zip_districts_zip_district_code_pk" PRIMARY KEY("zip","district_code")
);
--> statement-breakpoint
CREATE TABLE "engagement" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"has_emailed_legislator" boolean DEFAULT false NOT NULL,
	"has_called_legislator" boolean DEFAULT false NOT NULL,
	"has_shared_on_social" boolean DEFAULT false NOT NULL,
	"has_calendar_reminders" boolean DEFAULT false NOT NULL,
	"has_email_reminders" boolean DEFAULT false NOT NULL,
	"has_donated" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_reminders" boolean DEFAULT false NOT NULL,
	"calendar_reminders" boolean DEFAULT false NOT NULL,
	"one_month" boolean DEFAULT true NOT NULL,
	"two_weeks" boolean DEFAULT true NOT NULL,
	"one_week" boolean DEFAULT true NOT NULL,
	"three_days" boolean DEFAULT true NOT NULL,
	"day_before" boolean DEFAULT true NOT NULL,
	"day_of" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislators" (
	"id" serial PRIMARY KEY NOT NULL,
	"bioguide_id" text NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text,
	"suffix" text,
	"nickname" text,
	"full_name" text NOT NULL,
	"birthday" text,
	"gender" text,
	"type" text NOT NULL,
	"party" text NOT NULL,
	"caucus" text,
	"state" text NOT NULL,
	"district" integer,
	"senate_class" integer,
	"is_delegate" boolean DEFAULT false NOT NULL,
	"term_start" text NOT NULL,
	"term_end" text NOT NULL,
	"twitter_handle" text,
	"facebook_id" text,
	"youtube_id" text,
	"phone" text,
	"contact_form" text,
	"office_address" text,
	"url" text,
	"cook_pvi" text,
	"nominate_dim1" real,
	"nominate_dim2" real,
	"persuadability_score" integer NOT NULL,
	"key_facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pledge_thresholds" jsonb,
	"population" integer,
	"median_household_income" integer,
	"pledges_needed" integer,
	"trump_opposition_probability" integer,
	"next_primary_year" integer,
	"admin_edited_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"pledge_count" integer DEFAULT 0 NOT NULL,
	"in_office" boolean DEFAULT true NOT NULL,
	"data_source" text NOT NULL,
	"data_as_of" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legislators_bioguide_id_unique" UNIQUE("bioguide_id"),
	CONSTRAINT "legislators_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"legislator_id" integer NOT NULL,
	"share_on_social" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"password_hash" text NOT NULL,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"registered_party" text,
	"congressional_district" integer,
	"district_code" text,
	"verified" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagement" ADD CONSTRAINT "engagement_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_legislator_id_legislators_id_fk" FOREIGN KEY ("legislator_id") REFERENCES "public"."legislators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zip_districts_zip_idx" ON "zip_districts" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "legislators_state_idx" ON "legislators" USING btree ("state","type");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pledges_user_legislator_idx" ON "pledges" USING btree ("user_id","legislator_id");--> statement-breakpoint
CREATE INDEX "pledges_legislator_idx" ON "pledges" USING btree ("legislator_id");--> statement-breakpoint
CREATE INDEX "pledges_created_at_idx" ON "pledges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","is_active");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");