CREATE TABLE "location_services" (
	"business_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"price_cents" bigint,
	CONSTRAINT "location_services_pkey" PRIMARY KEY("business_id","service_id","location_id"),
	CONSTRAINT "location_services_price_check" CHECK ("location_services"."price_cents" IS NULL OR "location_services"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "location_services" ADD CONSTRAINT "location_services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_services" ADD CONSTRAINT "location_services_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_services" ADD CONSTRAINT "location_services_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rendered-page cache follows this business table too (migration 0029).
SELECT attach_business_data_trigger('location_services');
