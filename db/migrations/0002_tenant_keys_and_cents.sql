-- Money becomes integer cents (DESIGN.md "Time, money"): each amount is converted exactly,
-- then the dollar column is dropped. Relations between rows of one business become
-- composite foreign keys (business_id, x_id) -> (business_id, id), so the database refuses a
-- reference to another business's row. The unused business-branch table 'locations' goes.
ALTER TABLE "services" DROP CONSTRAINT "services_price_check";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_check";
--> statement-breakpoint
ALTER TABLE "customer_sessions" DROP CONSTRAINT "customer_sessions_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_services" DROP CONSTRAINT "customer_services_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_services" DROP CONSTRAINT "customer_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_photos" DROP CONSTRAINT "job_photos_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_photos" DROP CONSTRAINT "job_photos_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_assignee_member_id_business_members_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_subscription_id_customer_services_id_fk";
--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "contract_signatures" DROP CONSTRAINT "contract_signatures_contract_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "contract_signatures" DROP CONSTRAINT "contract_signatures_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_quote_id_quotes_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_line_items" DROP CONSTRAINT "invoice_line_items_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_quote_id_quotes_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "quote_line_items" DROP CONSTRAINT "quote_line_items_quote_id_quotes_id_fk";
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "message_attachments" DROP CONSTRAINT "message_attachments_message_id_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "message_attachments" DROP CONSTRAINT "message_attachments_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "message_attachments" DROP CONSTRAINT "message_attachments_quote_id_quotes_id_fk";
--> statement-breakpoint
ALTER TABLE "message_attachments" DROP CONSTRAINT "message_attachments_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_conversation_id_conversations_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP TABLE "locations" CASCADE;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "outstanding_balance_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_cents" bigint;
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "total_amount_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD COLUMN "rate_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD COLUMN "amount_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "subtotal_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_amount_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD COLUMN "rate_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD COLUMN "amount_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "subtotal_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_amount_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "total_amount_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A signed contract is immutable (migration 0001); only its money column's unit changes here.
ALTER TABLE "contracts" DISABLE TRIGGER "contracts_signed_immutable";
--> statement-breakpoint
UPDATE "contracts" SET "total_amount_cents" = round("total_amount" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "contracts" ENABLE TRIGGER "contracts_signed_immutable";
--> statement-breakpoint
UPDATE "customers" SET "outstanding_balance_cents" = round("outstanding_balance" * 100)::bigint;
--> statement-breakpoint
UPDATE "invoice_line_items" SET "rate_cents" = round("rate" * 100)::bigint, "amount_cents" = round("amount" * 100)::bigint;
--> statement-breakpoint
UPDATE "invoices" SET "subtotal_cents" = round("subtotal" * 100)::bigint, "tax_amount_cents" = round("tax_amount" * 100)::bigint, "amount_cents" = round("amount" * 100)::bigint;
--> statement-breakpoint
UPDATE "payments" SET "amount_cents" = round("amount" * 100)::bigint;
--> statement-breakpoint
UPDATE "quote_line_items" SET "rate_cents" = round("rate" * 100)::bigint, "amount_cents" = round("amount" * 100)::bigint;
--> statement-breakpoint
UPDATE "quotes" SET "subtotal_cents" = round("subtotal" * 100)::bigint, "tax_amount_cents" = round("tax_amount" * 100)::bigint, "total_amount_cents" = round("total_amount" * 100)::bigint;
--> statement-breakpoint
UPDATE "services" SET "price_cents" = round("price" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_business_id_id_key" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_job_fk" FOREIGN KEY ("business_id","job_id") REFERENCES "public"."jobs"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_job_fk" FOREIGN KEY ("business_id","job_id") REFERENCES "public"."jobs"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_file_fk" FOREIGN KEY ("business_id","file_id") REFERENCES "public"."files"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assignee_fk" FOREIGN KEY ("business_id","assignee_member_id") REFERENCES "public"."business_members"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_subscription_fk" FOREIGN KEY ("business_id","subscription_id") REFERENCES "public"."customer_services"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_fk" FOREIGN KEY ("business_id","contract_id") REFERENCES "public"."contracts"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_quote_fk" FOREIGN KEY ("business_id","quote_id") REFERENCES "public"."quotes"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_fk" FOREIGN KEY ("business_id","quote_id") REFERENCES "public"."quotes"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_fk" FOREIGN KEY ("business_id","job_id") REFERENCES "public"."jobs"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD CONSTRAINT "quote_line_items_quote_fk" FOREIGN KEY ("business_id","quote_id") REFERENCES "public"."quotes"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_fk" FOREIGN KEY ("business_id","message_id") REFERENCES "public"."messages"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_file_fk" FOREIGN KEY ("business_id","file_id") REFERENCES "public"."files"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_quote_fk" FOREIGN KEY ("business_id","quote_id") REFERENCES "public"."quotes"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_fk" FOREIGN KEY ("business_id","conversation_id") REFERENCES "public"."conversations"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "location_id";
--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "outstanding_balance";
--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "location_id";
--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "location_id";
--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "price";
--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "total_amount";
--> statement-breakpoint
ALTER TABLE "invoice_line_items" DROP COLUMN "rate";
--> statement-breakpoint
ALTER TABLE "invoice_line_items" DROP COLUMN "amount";
--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "subtotal";
--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "tax_amount";
--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "amount";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "amount";
--> statement-breakpoint
ALTER TABLE "quote_line_items" DROP COLUMN "rate";
--> statement-breakpoint
ALTER TABLE "quote_line_items" DROP COLUMN "amount";
--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "subtotal";
--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "tax_amount";
--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "total_amount";
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_price_check" CHECK ("services"."price_cents" IS NULL OR "services"."price_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0);
