CREATE TABLE "booking_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"auto_confirm" boolean DEFAULT true NOT NULL,
	"website_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"arrival_windows" jsonb,
	"terms" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_working_hours" (
	"business_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "member_working_hours_pkey" PRIMARY KEY("business_id","member_id","weekday"),
	CONSTRAINT "member_working_hours_weekday_check" CHECK ("member_working_hours"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "member_working_hours_span_check" CHECK ("member_working_hours"."start_minute" >= 0 AND "member_working_hours"."start_minute" < "member_working_hours"."end_minute" AND "member_working_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "service_add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_add_ons_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "service_add_ons_amounts_check" CHECK ("service_add_ons"."price_cents" >= 0 AND "service_add_ons"."extra_minutes" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
CREATE TABLE "service_pricing" (
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"measure_name" text,
	"measure_unit" text,
	"base_price_cents" bigint NOT NULL,
	"included_units" integer DEFAULT 0 NOT NULL,
	"unit_step" integer DEFAULT 1 NOT NULL,
	"step_price_cents" bigint DEFAULT 0 NOT NULL,
	"minimum_cents" bigint DEFAULT 0 NOT NULL,
	"base_minutes" integer NOT NULL,
	"step_minutes" integer DEFAULT 0 NOT NULL,
	"frequencies" text[] NOT NULL,
	"discount_bps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deposit_cents" bigint,
	"deposit_bps" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_pricing_pkey" PRIMARY KEY("business_id","service_id"),
	CONSTRAINT "service_pricing_amounts_check" CHECK ("service_pricing"."base_price_cents" >= 0 AND "service_pricing"."step_price_cents" >= 0 AND "service_pricing"."minimum_cents" >= 0),
	CONSTRAINT "service_pricing_units_check" CHECK ("service_pricing"."included_units" >= 0 AND "service_pricing"."unit_step" >= 1),
	CONSTRAINT "service_pricing_minutes_check" CHECK ("service_pricing"."base_minutes" BETWEEN 1 AND 1440 AND "service_pricing"."step_minutes" >= 0),
	CONSTRAINT "service_pricing_frequencies_check" CHECK (cardinality("service_pricing"."frequencies") >= 1 AND "service_pricing"."frequencies" <@ ARRAY['weekly', 'every_2_weeks', 'every_4_weeks', 'monthly', 'one_time']::text[]),
	CONSTRAINT "service_pricing_deposit_check" CHECK (("service_pricing"."deposit_cents" IS NULL OR "service_pricing"."deposit_cents" > 0) AND ("service_pricing"."deposit_bps" IS NULL OR "service_pricing"."deposit_bps" BETWEEN 1 AND 10000) AND NOT ("service_pricing"."deposit_cents" IS NOT NULL AND "service_pricing"."deposit_bps" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_working_hours" ADD CONSTRAINT "member_working_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_working_hours" ADD CONSTRAINT "member_working_hours_member_fk" FOREIGN KEY ("business_id","member_id") REFERENCES "public"."business_members"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_add_ons" ADD CONSTRAINT "service_add_ons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_add_ons" ADD CONSTRAINT "service_add_ons_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pricing" ADD CONSTRAINT "service_pricing_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pricing" ADD CONSTRAINT "service_pricing_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_add_ons_service_idx" ON "service_add_ons" USING btree ("business_id","service_id","sort_order");--> statement-breakpoint
-- The rendered-page cache follows these business tables too (migration 0029).
SELECT attach_business_data_trigger('service_pricing');--> statement-breakpoint
SELECT attach_business_data_trigger('service_add_ons');--> statement-breakpoint
SELECT attach_business_data_trigger('member_working_hours');--> statement-breakpoint
SELECT attach_business_data_trigger('booking_settings');
