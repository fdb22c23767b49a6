-- hand-written:
-- Issue 37: an address typed for a customer (the admin's form, the CSV import, the API) is now
-- their first, primary property. Customers added before that, with an address and no property,
-- get theirs here, so it is not typed again for their first job.
INSERT INTO "properties" ("business_id", "customer_id", "address", "city", "state", "zip", "is_primary")
SELECT c."business_id", c."id", btrim(c."address"), c."city", c."state", c."zip", true
FROM "customers" c
WHERE nullif(btrim(c."address"), '') IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "properties" p
    WHERE p."business_id" = c."business_id" AND p."customer_id" = c."id" AND p."archived_at" IS NULL
  );
