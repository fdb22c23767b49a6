CREATE TABLE "api_key_locations" (
	"business_id" uuid NOT NULL,
	"api_key_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "api_key_locations_pkey" PRIMARY KEY("business_id","api_key_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"timezone" text,
	"postal_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"radius_miles" double precision,
	"tax_rate_bps" integer,
	"document_prefix" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "locations_default_not_archived_check" CHECK (NOT ("locations"."is_default" AND "locations"."archived_at" IS NOT NULL)),
	CONSTRAINT "locations_radius_check" CHECK ("locations"."radius_miles" IS NULL OR "locations"."radius_miles" > 0),
	CONSTRAINT "locations_tax_rate_check" CHECK ("locations"."tax_rate_bps" IS NULL OR "locations"."tax_rate_bps" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "member_locations" (
	"business_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "member_locations_pkey" PRIMARY KEY("business_id","member_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_location_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "job_series" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_id" uuid;--> statement-breakpoint
-- Every business gets one default location, named and reachable as the business is (issue 38 item 1).
INSERT INTO "locations" ("business_id", "name", "address", "phone", "email", "is_default")
  SELECT "id", "company_name", "business_address", "business_phone", "business_email", true FROM "businesses";--> statement-breakpoint
UPDATE "customers" c SET "location_id" = l."id" FROM "locations" l WHERE l."business_id" = c."business_id" AND l."is_default";--> statement-breakpoint
UPDATE "properties" p SET "location_id" = c."location_id" FROM "customers" c WHERE c."business_id" = p."business_id" AND c."id" = p."customer_id";--> statement-breakpoint
UPDATE "job_series" s SET "location_id" = c."location_id" FROM "customers" c WHERE c."business_id" = s."business_id" AND c."id" = s."customer_id";--> statement-breakpoint
UPDATE "jobs" j SET "location_id" = c."location_id" FROM "customers" c WHERE c."business_id" = j."business_id" AND c."id" = j."customer_id";--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_series" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
-- A new business has its default location from the first moment, whatever code made it.
CREATE FUNCTION business_default_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "locations" ("business_id", "name", "address", "phone", "email", "is_default")
    VALUES (NEW."id", NEW."company_name", NEW."business_address", NEW."business_phone", NEW."business_email", true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER businesses_default_location AFTER INSERT ON "businesses" FOR EACH ROW EXECUTE FUNCTION business_default_location();--> statement-breakpoint
-- A row written without a location takes the one it belongs to: a customer the location whose
-- service area lists their postal code (else the default), a property the same (else its customer's), a series its property's (else its customer's), a
-- visit its series' (else its customer's). Code that knows better names it; nothing is left null.
CREATE FUNCTION customer_location_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."location_id" IS NULL THEN
    -- The live location whose service area lists the customer's postal code, else the default.
    SELECT "id" INTO NEW."location_id" FROM "locations"
      WHERE "business_id" = NEW."business_id" AND "archived_at" IS NULL
        AND ("is_default" OR left(coalesce(NEW."zip", ''), 5) = ANY ("postal_codes"))
      ORDER BY (left(coalesce(NEW."zip", ''), 5) = ANY ("postal_codes")) DESC, "is_default" DESC, "name"
      LIMIT 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_location_default BEFORE INSERT ON "customers" FOR EACH ROW EXECUTE FUNCTION customer_location_default();--> statement-breakpoint
CREATE FUNCTION property_location_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."location_id" IS NULL AND NEW."zip" IS NOT NULL THEN
    SELECT "id" INTO NEW."location_id" FROM "locations"
      WHERE "business_id" = NEW."business_id" AND "archived_at" IS NULL AND left(NEW."zip", 5) = ANY ("postal_codes")
      ORDER BY "is_default" DESC, "name" LIMIT 1;
  END IF;
  IF NEW."location_id" IS NULL THEN
    SELECT "location_id" INTO NEW."location_id" FROM "customers" WHERE "business_id" = NEW."business_id" AND "id" = NEW."customer_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_location_default BEFORE INSERT ON "properties" FOR EACH ROW EXECUTE FUNCTION property_location_default();--> statement-breakpoint
CREATE FUNCTION job_series_location_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."location_id" IS NULL AND NEW."property_id" IS NOT NULL THEN
    SELECT "location_id" INTO NEW."location_id" FROM "properties" WHERE "business_id" = NEW."business_id" AND "id" = NEW."property_id";
  END IF;
  IF NEW."location_id" IS NULL THEN
    SELECT "location_id" INTO NEW."location_id" FROM "customers" WHERE "business_id" = NEW."business_id" AND "id" = NEW."customer_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER job_series_location_default BEFORE INSERT ON "job_series" FOR EACH ROW EXECUTE FUNCTION job_series_location_default();--> statement-breakpoint
CREATE FUNCTION job_location_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."location_id" IS NULL AND NEW."series_id" IS NOT NULL THEN
    SELECT "location_id" INTO NEW."location_id" FROM "job_series" WHERE "business_id" = NEW."business_id" AND "id" = NEW."series_id";
  END IF;
  IF NEW."location_id" IS NULL THEN
    SELECT "location_id" INTO NEW."location_id" FROM "customers" WHERE "business_id" = NEW."business_id" AND "id" = NEW."customer_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_location_default BEFORE INSERT ON "jobs" FOR EACH ROW EXECUTE FUNCTION job_location_default();--> statement-breakpoint
ALTER TABLE "api_key_locations" ADD CONSTRAINT "api_key_locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_locations" ADD CONSTRAINT "api_key_locations_key_fk" FOREIGN KEY ("business_id","api_key_id") REFERENCES "public"."api_keys"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_locations" ADD CONSTRAINT "api_key_locations_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_locations" ADD CONSTRAINT "member_locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_locations" ADD CONSTRAINT "member_locations_member_fk" FOREIGN KEY ("business_id","member_id") REFERENCES "public"."business_members"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_locations" ADD CONSTRAINT "member_locations_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_one_default_key" ON "locations" USING btree ("business_id") WHERE "locations"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "locations_business_name_key" ON "locations" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "locations_business_idx" ON "locations" USING btree ("business_id","archived_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_series" ADD CONSTRAINT "job_series_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_business_location_name_idx" ON "customers" USING btree ("business_id","location_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "jobs_business_location_date_idx" ON "jobs" USING btree ("business_id","location_id","scheduled_date");--> statement-breakpoint
-- The rendered-page cache's data version (migration 0029) follows the new business tables too.
SELECT attach_business_data_trigger('locations');--> statement-breakpoint
SELECT attach_business_data_trigger('member_locations');--> statement-breakpoint
SELECT attach_business_data_trigger('api_key_locations');
