CREATE TABLE "booking_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"location_id" uuid,
	"visit_token" text NOT NULL,
	"step" text DEFAULT 'visited' NOT NULL,
	"out_of_area" boolean DEFAULT false NOT NULL,
	"service_id" uuid,
	"frequency" text,
	"measure" integer,
	"zip" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"quoted_cents" bigint,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"booking_id" uuid,
	"checkout_session_id" text,
	"checkout_draft" jsonb,
	"checkout_started_at" timestamp with time zone,
	"followed_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_leads_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "booking_leads_step_check" CHECK ("booking_leads"."step" IN ('visited', 'priced', 'contact', 'checkout', 'booked', 'paid')),
	CONSTRAINT "booking_leads_frequency_check" CHECK ("booking_leads"."frequency" IS NULL OR "booking_leads"."frequency" IN ('weekly', 'every_2_weeks', 'every_4_weeks', 'monthly', 'one_time'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_document_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "require_card_on_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_leads" ADD CONSTRAINT "booking_leads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_leads" ADD CONSTRAINT "booking_leads_booking_fk" FOREIGN KEY ("business_id","booking_id") REFERENCES "public"."bookings"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_leads_visit_token_key" ON "booking_leads" USING btree ("business_id","visit_token");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_leads_checkout_session_key" ON "booking_leads" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "booking_leads_business_created_idx" ON "booking_leads" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_fk" FOREIGN KEY ("business_id","booking_id") REFERENCES "public"."bookings"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_business_booking_idx" ON "payments" USING btree ("business_id","booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_document_check" CHECK ("payments"."invoice_id" IS NOT NULL OR "payments"."quote_id" IS NOT NULL OR "payments"."booking_id" IS NOT NULL);--> statement-breakpoint
SELECT attach_business_data_trigger('booking_leads');
