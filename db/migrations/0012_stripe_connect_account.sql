ALTER TABLE "businesses" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_stripe_account_key" ON "businesses" USING btree ("stripe_account_id");