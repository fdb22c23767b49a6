CREATE TABLE "autopay_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"attempt_no" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"next_retry_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_intent_id" text,
	"amount_cents" integer,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_attempts_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "autopay_attempts_status_check" CHECK ("autopay_attempts"."status" IN ('scheduled', 'processing', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "autopay_attempts_attempt_no_check" CHECK ("autopay_attempts"."attempt_no" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "customer_payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"stripe_account_id" text NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"autopay_enabled" boolean DEFAULT false NOT NULL,
	"autopay_enabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_payment_cards_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "customer_payment_cards_autopay_needs_card" CHECK (NOT "customer_payment_cards"."autopay_enabled" OR "customer_payment_cards"."payment_method_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payment_cards" ADD CONSTRAINT "customer_payment_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payment_cards" ADD CONSTRAINT "customer_payment_cards_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_attempts_invoice_attempt_key" ON "autopay_attempts" USING btree ("invoice_id","attempt_no");--> statement-breakpoint
CREATE INDEX "autopay_attempts_due_idx" ON "autopay_attempts" USING btree ("status","next_retry_at");--> statement-breakpoint
CREATE INDEX "autopay_attempts_business_idx" ON "autopay_attempts" USING btree ("business_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_payment_cards_customer_key" ON "customer_payment_cards" USING btree ("business_id","customer_id");