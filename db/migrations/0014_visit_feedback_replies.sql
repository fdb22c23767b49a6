ALTER TABLE "feedback" DROP CONSTRAINT "feedback_job_fk";
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_user_id_users_id_fk" FOREIGN KEY ("replied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_job_fk" FOREIGN KEY ("business_id","job_id") REFERENCES "public"."jobs"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_business_rating_idx" ON "feedback" USING btree ("business_id","rating","created_at");--> statement-breakpoint
CREATE INDEX "feedback_business_customer_idx" ON "feedback" USING btree ("business_id","customer_id");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_business_id_id_key" UNIQUE("business_id","id");