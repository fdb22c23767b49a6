CREATE TABLE "visit_reschedule_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"visit_starts_at" timestamp with time zone NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_time_slot" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_message" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_reschedule_requests_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "visit_reschedule_requests_status_check" CHECK ("visit_reschedule_requests"."status" IN ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "job_series" ADD COLUMN "paused_from" date;--> statement-breakpoint
ALTER TABLE "visit_reschedule_requests" ADD CONSTRAINT "visit_reschedule_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reschedule_requests" ADD CONSTRAINT "visit_reschedule_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reschedule_requests" ADD CONSTRAINT "visit_reschedule_requests_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reschedule_requests" ADD CONSTRAINT "visit_reschedule_requests_job_fk" FOREIGN KEY ("business_id","job_id") REFERENCES "public"."jobs"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_reschedule_requests_one_pending_key" ON "visit_reschedule_requests" USING btree ("business_id","job_id") WHERE "visit_reschedule_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "visit_reschedule_requests_business_status_idx" ON "visit_reschedule_requests" USING btree ("business_id","status","created_at");--> statement-breakpoint
CREATE INDEX "visit_reschedule_requests_business_job_idx" ON "visit_reschedule_requests" USING btree ("business_id","job_id","created_at");