-- hand-written: contracts made from a quote before every path went through the quote's one
-- conversion (the contracts page's form, POST /api/v1/contracts) have no quote_conversions row,
-- so the quote did not list them and could make another. Record each quote's first such contract.
INSERT INTO "quote_conversions" ("business_id", "quote_id", "kind", "contract_id", "created_at")
SELECT DISTINCT ON (c."business_id", c."quote_id") c."business_id", c."quote_id", 'contract', c."id", c."created_at"
FROM "contracts" c
WHERE c."quote_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "quote_conversions" qc
    WHERE qc."quote_id" = c."quote_id" AND qc."kind" = 'contract'
  )
ORDER BY c."business_id", c."quote_id", c."created_at", c."id"
ON CONFLICT ("quote_id", "kind") DO NOTHING;
