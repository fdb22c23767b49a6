CREATE TABLE "portal_preview_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN "is_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN "preview_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "portal_preview_grants" ADD CONSTRAINT "portal_preview_grants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_preview_grants" ADD CONSTRAINT "portal_preview_grants_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_preview_grants" ADD CONSTRAINT "portal_preview_grants_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_preview_grants_token_hash_key" ON "portal_preview_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "portal_preview_grants_business_customer_idx" ON "portal_preview_grants" USING btree ("business_id","customer_id");--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_preview_by_user_id_users_id_fk" FOREIGN KEY ("preview_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_business_target_idx" ON "audit_log" USING btree ("business_id","target_id","created_at");--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_preview_check" CHECK ("customer_sessions"."is_preview" = ("customer_sessions"."preview_by_user_id" IS NOT NULL));