CREATE TABLE "support_view_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"superadmin_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "support_view_sessions_window_check" CHECK ("support_view_sessions"."expires_at" > "support_view_sessions"."started_at")
);
--> statement-breakpoint
ALTER TABLE "support_view_sessions" ADD CONSTRAINT "support_view_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_view_sessions" ADD CONSTRAINT "support_view_sessions_superadmin_user_id_users_id_fk" FOREIGN KEY ("superadmin_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_view_sessions_token_hash_key" ON "support_view_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "support_view_sessions_business_started_idx" ON "support_view_sessions" USING btree ("business_id","started_at");--> statement-breakpoint
CREATE INDEX "support_view_sessions_superadmin_idx" ON "support_view_sessions" USING btree ("superadmin_user_id","started_at");