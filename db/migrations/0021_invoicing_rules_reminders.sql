CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_by_user_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_kind_check" CHECK ("invoice_reminders"."kind" IN ('automatic', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "invoice_visits" (
	"business_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_series" ADD COLUMN "invoicing_rule" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_series" ADD COLUMN "invoicing_day" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "automatic_reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_visits" ADD CONSTRAINT "invoice_visits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_visits" ADD CONSTRAINT "invoice_visits_visit_fk" FOREIGN KEY ("business_id","visit_id") REFERENCES "public"."jobs"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_visits" ADD CONSTRAINT "invoice_visits_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_reminders_business_invoice_idx" ON "invoice_reminders" USING btree ("business_id","invoice_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_visits_visit_key" ON "invoice_visits" USING btree ("business_id","visit_id");--> statement-breakpoint
CREATE INDEX "invoice_visits_business_invoice_idx" ON "invoice_visits" USING btree ("business_id","invoice_id");--> statement-breakpoint
ALTER TABLE "job_series" ADD CONSTRAINT "job_series_invoicing_rule_check" CHECK ("job_series"."invoicing_rule" IN ('manual', 'after_each_visit', 'monthly', 'job_end'));--> statement-breakpoint
ALTER TABLE "job_series" ADD CONSTRAINT "job_series_invoicing_day_check" CHECK ("job_series"."invoicing_day" IS NULL OR "job_series"."invoicing_day" BETWEEN 1 AND 28);