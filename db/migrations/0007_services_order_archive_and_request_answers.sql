ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_status_check";--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "response_message" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "services_business_sort_idx" ON "services" USING btree ("business_id","sort_order","name");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" IN ('pending', 'accepted', 'scheduled', 'declined', 'completed', 'cancelled'));--> statement-breakpoint
-- Existing services keep the order the portal showed them in (by name).
UPDATE "services" s SET "sort_order" = o.position
FROM (SELECT id, row_number() OVER (PARTITION BY business_id ORDER BY name, id) - 1 AS position FROM "services") o
WHERE s.id = o.id;

