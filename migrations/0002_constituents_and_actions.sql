CREATE TABLE "legislator_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"legislator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" text NOT NULL,
	"source_url" text NOT NULL,
	"note" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notices_queued_after_user_id" integer DEFAULT 0
);
--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD COLUMN "action_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "legislators" ADD COLUMN "constituent_pledge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "legislators" ADD COLUMN "verified_constituent_pledge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "legislator_actions" ADD CONSTRAINT "legislator_actions_legislator_id_legislators_id_fk" FOREIGN KEY ("legislator_id") REFERENCES "public"."legislators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislator_actions" ADD CONSTRAINT "legislator_actions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legislator_actions_legislator_idx" ON "legislator_actions" USING btree ("legislator_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_topic_user_idx" ON "email_outbox" USING btree ("topic","user_id") WHERE "email_outbox"."topic" is not null;--> statement-breakpoint
-- Pledges made before this migration: count each where its voter lives today (a senator's state; a
-- representative's district, or the whole state for an at-large seat or a delegate).
UPDATE "legislators" AS l
SET "constituent_pledge_count" = c.constituents, "verified_constituent_pledge_count" = c.verified
FROM (
	SELECT p."legislator_id",
		count(*) FILTER (WHERE m.constituent) AS constituents,
		count(*) FILTER (WHERE m.constituent AND u."verified") AS verified
	FROM "pledges" p
	JOIN "users" u ON u."id" = p."user_id"
	JOIN "legislators" s ON s."id" = p."legislator_id"
	CROSS JOIN LATERAL (
		SELECT coalesce(u."state" = s."state" AND (s."type" = 'sen' OR s."district" = 0 OR u."congressional_district" = s."district"), false) AS constituent
	) m
	GROUP BY p."legislator_id"
) c
WHERE l."id" = c."legislator_id";
