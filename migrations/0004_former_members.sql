CREATE TABLE "departure_notices" (
	"legislator_id" integer NOT NULL,
	"left_office" text NOT NULL,
	"notices_queued_after_user_id" integer DEFAULT 0,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_notices_legislator_id_left_office_pk" PRIMARY KEY("legislator_id","left_office")
);
--> statement-breakpoint
ALTER TABLE "legislators" ADD COLUMN "dropped_from_roster_on" text;--> statement-breakpoint
ALTER TABLE "departure_notices" ADD CONSTRAINT "departure_notices_legislator_id_legislators_id_fk" FOREIGN KEY ("legislator_id") REFERENCES "public"."legislators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Members an earlier refresh already retired: the day of that refresh is their last update.
UPDATE "legislators" SET "dropped_from_roster_on" = to_char("updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD') WHERE NOT "in_office";
