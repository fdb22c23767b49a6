CREATE TABLE "job_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"property_id" uuid,
	"service_id" uuid,
	"title" text NOT NULL,
	"instructions" text,
	"start_date" date NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"rrule" text,
	"price_cents" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"generated_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_series_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "job_series_status_check" CHECK ("job_series"."status" IN ('active', 'cancelled')),
	CONSTRAINT "job_series_duration_check" CHECK ("job_series"."duration_minutes" > 0),
	CONSTRAINT "job_series_start_time_check" CHECK ("job_series"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "job_series_price_check" CHECK ("job_series"."price_cents" IS NULL OR "job_series"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_series_assignees" (
	"business_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "detached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skip_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "completion_note" text;--> statement-breakpoint
ALTER TABLE "job_series" ADD CONSTRAINT "job_series_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_series" ADD CONSTRAINT "job_series_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_series" ADD CONSTRAINT "job_series_property_fk" FOREIGN KEY ("business_id","property_id") REFERENCES "public"."properties"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_series" ADD CONSTRAINT "job_series_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_series_assignees" ADD CONSTRAINT "job_series_assignees_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_series_assignees" ADD CONSTRAINT "job_series_assignees_series_fk" FOREIGN KEY ("business_id","series_id") REFERENCES "public"."job_series"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_series_assignees" ADD CONSTRAINT "job_series_assignees_member_fk" FOREIGN KEY ("business_id","member_id") REFERENCES "public"."business_members"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_series_business_created_idx" ON "job_series" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_series_assignees_key" ON "job_series_assignees" USING btree ("business_id","series_id","member_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_series_fk" FOREIGN KEY ("business_id","series_id") REFERENCES "public"."job_series"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_series_occurrence_key" ON "jobs" USING btree ("business_id","series_id","occurrence_date");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" IN ('scheduled', 'in_progress', 'completed', 'cancelled', 'skipped'));--> statement-breakpoint
-- Backfill (docs/decisions/jobs-and-visits.md): every visit that existed before job series
-- becomes the single visit of a one-off job with the same id, at its local date and time in
-- the business's zone, so the admin's job list and API v1 see all existing work.
INSERT INTO "job_series" ("id", "business_id", "customer_id", "service_id", "title", "instructions", "start_date", "start_time",
                          "duration_minutes", "time_zone", "rrule", "generated_until", "created_at", "updated_at")
SELECT j."id", j."business_id", j."customer_id", j."service_id", coalesce(s."name", 'Visit'), NULL,
       (j."scheduled_date" AT TIME ZONE b."timezone")::date,
       to_char(j."scheduled_date" AT TIME ZONE b."timezone", 'HH24:MI'),
       greatest(coalesce(j."duration_minutes", 60), 1), b."timezone", NULL,
       (j."scheduled_date" AT TIME ZONE b."timezone")::date, j."created_at", j."updated_at"
  FROM "jobs" j
  JOIN "businesses" b ON b."id" = j."business_id"
  LEFT JOIN "services" s ON s."id" = j."service_id" AND s."business_id" = j."business_id"
 WHERE j."series_id" IS NULL;--> statement-breakpoint
INSERT INTO "job_series_assignees" ("business_id", "series_id", "member_id", "position")
SELECT j."business_id", j."id", j."assignee_member_id", 0 FROM "jobs" j
 WHERE j."series_id" IS NULL AND j."assignee_member_id" IS NOT NULL;--> statement-breakpoint
UPDATE "jobs" j
   SET "series_id" = j."id",
       "occurrence_date" = (j."scheduled_date" AT TIME ZONE b."timezone")::date
  FROM "businesses" b
 WHERE b."id" = j."business_id" AND j."series_id" IS NULL;

