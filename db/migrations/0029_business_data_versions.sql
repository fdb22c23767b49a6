CREATE TABLE "business_data_versions" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_data_version" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_data_version_one_row" CHECK ("platform_data_version"."only")
);
--> statement-breakpoint
ALTER TABLE "business_data_versions" ADD CONSTRAINT "business_data_versions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Custom SQL (issue 15): the database raises a business's data version whenever a row of that
-- business is written, whatever code path wrote it, so the rendered-page cache (lib/page-cache)
-- can never serve a page older than the data. See docs/decisions/performance-rendered-page-cache.md.
--
-- business_data_bump raises one business's version at most once per transaction: it remembers
-- which businesses it raised in a transaction-local setting. The triggers that call it are
-- deferred to commit, so the counter row is locked only while the transaction commits, not for
-- its whole length (two transactions of one business do not queue behind each other's work).
CREATE OR REPLACE FUNCTION business_data_bump(p_business uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('serviceloop.data_versions_bumped', true), '');
BEGIN
  IF p_business IS NULL OR position(p_business::text IN bumped) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('serviceloop.data_versions_bumped', bumped || p_business::text || ',', true);
  UPDATE business_data_versions SET version = version + 1 WHERE business_id = p_business;
END
$$;
--> statement-breakpoint
-- A row of a business table was inserted, changed or deleted (a row moved to another business
-- raises both).
CREATE OR REPLACE FUNCTION business_data_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM business_data_bump(NEW.business_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.business_id IS DISTINCT FROM NEW.business_id) THEN
    PERFORM business_data_bump(OLD.business_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Attaches the trigger to a table with a business_id column; a later migration that adds such a
-- table calls it too (tests/integration/page-cache/business-data-versions.test.ts fails otherwise).
CREATE OR REPLACE FUNCTION attach_business_data_trigger(p_table regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE CONSTRAINT TRIGGER business_data_changed AFTER INSERT OR UPDATE OR DELETE ON %s '
    'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION business_data_changed()', p_table);
END
$$;
--> statement-breakpoint
-- Every business table but the bookkeeping that each request writes and no page shows: portal
-- sessions (last activity, refreshed on every request), the API's rate windows and idempotency
-- keys — with these, every page view would retire the business's cached pages.
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name = 'business_id'
      AND c.table_name NOT IN ('business_data_versions', 'customer_sessions', 'api_rate_windows', 'api_idempotency_keys')
    ORDER BY c.table_name
  LOOP
    PERFORM attach_business_data_trigger(format('public.%I', t)::regclass);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The business row itself: its settings and branding show on every page.
CREATE OR REPLACE FUNCTION business_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM business_data_bump(OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER business_data_changed AFTER UPDATE ON businesses
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION business_row_changed();
--> statement-breakpoint
-- Every business has its counter from the start (a business without one is never cached).
CREATE OR REPLACE FUNCTION business_data_version_created() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO business_data_versions (business_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER business_data_version_created AFTER INSERT ON businesses
FOR EACH ROW EXECUTE FUNCTION business_data_version_created();
--> statement-breakpoint
INSERT INTO business_data_versions (business_id) SELECT id FROM businesses ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Staff names, emails and access show on the pages of the businesses they own or work for.
CREATE OR REPLACE FUNCTION business_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  b uuid;
BEGIN
  FOR b IN
    SELECT id FROM businesses WHERE owner_user_id = OLD.id
    UNION SELECT business_id FROM business_members WHERE user_id = OLD.id
  LOOP
    PERFORM business_data_bump(b);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER business_data_changed AFTER UPDATE ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION business_user_changed();
--> statement-breakpoint
-- Platform settings may show on any business's pages: the one platform counter moves.
INSERT INTO platform_data_version DEFAULT VALUES;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION platform_data_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE platform_data_version SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER platform_data_changed AFTER INSERT OR UPDATE OR DELETE ON platform_settings
FOR EACH STATEMENT EXECUTE FUNCTION platform_data_changed();
