CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"location_id" uuid,
	"customer_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"measure" integer NOT NULL,
	"add_on_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"list_cents" bigint NOT NULL,
	"discount_bps" integer NOT NULL,
	"price_per_visit_cents" bigint NOT NULL,
	"first_visit_cents" bigint NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"duration_minutes" integer NOT NULL,
	"first_visit_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"by_existing_customer" boolean NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('confirmed', 'pending_approval', 'awaiting_payment', 'cancelled')),
	CONSTRAINT "bookings_frequency_check" CHECK ("bookings"."frequency" IN ('weekly', 'every_2_weeks', 'every_4_weeks', 'monthly', 'one_time')),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."list_cents" >= 0 AND "bookings"."price_per_visit_cents" >= 0 AND "bookings"."first_visit_cents" >= 0 AND "bookings"."deposit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_event_type_check";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_events_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "price_cents" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_fk" FOREIGN KEY ("business_id","series_id") REFERENCES "public"."job_series"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_business_created_idx" ON "bookings" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_type_check" CHECK ("webhook_deliveries"."event_type" IN ('customer.created', 'quote.sent', 'quote.approved', 'quote.declined', 'contract.signed', 'invoice.sent', 'invoice.paid', 'visit.completed', 'message.received', 'service_request.created', 'booking.created'));--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_events_check" CHECK (cardinality("webhook_endpoints"."events") > 0 AND "webhook_endpoints"."events" <@ ARRAY['customer.created', 'quote.sent', 'quote.approved', 'quote.declined', 'contract.signed', 'invoice.sent', 'invoice.paid', 'visit.completed', 'message.received', 'service_request.created', 'booking.created']::text[]);--> statement-breakpoint
-- The rendered-page cache follows bookings too (migration 0029).
SELECT attach_business_data_trigger('bookings');
