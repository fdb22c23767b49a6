import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { isForeignKeyViolation } from "@/lib/foundation/pg-errors";
import { createBusiness, createCustomer, createQuote } from "@/tests/support/portal-fixtures";

/**
 * Issue 9 "tenant-safe schema": a relation between rows of one business is a composite
 * foreign key (business_id, x_id) → (business_id, id), so the database itself refuses a
 * row that points at another business's row — whatever code path tries.
 */
describe("tenant-safe schema", () => {
  it("refuses a quote for another business's customer, and line items of another business's quote", async () => {
    const a = await createBusiness(db);
    const b = await createBusiness(db);
    const theirs = await createCustomer(db, b.id);
    const attempt = db.insert(s.quotes).values({ businessId: a.id, customerId: theirs.id, title: "Cross-tenant" });
    await expect(attempt).rejects.toSatisfy(isForeignKeyViolation);

    const mine = await createCustomer(db, a.id);
    const quote = await createQuote(db, { businessId: a.id, customerId: mine.id });
    const item = db.insert(s.quoteLineItems).values({ businessId: b.id, quoteId: quote.id, description: "x", rateCents: 1, amountCents: 1 });
    await expect(item).rejects.toSatisfy(isForeignKeyViolation);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(s.quotes).where(sql`${s.quotes.customerId} = ${theirs.id}`);
    expect(count.n).toBe(0);
  });

  it("makes every foreign key between two tenant tables composite on business_id", async () => {
    // Each FK whose both ends carry business_id must include it (first) on both sides.
    const rows = await db.execute<{ name: string; table: string; columns: string[]; target: string; target_columns: string[] }>(sql`
      select c.conname as name, t.relname as table, ft.relname as target,
             array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
             array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as target_columns
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_class ft on ft.oid = c.confrelid
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
      where c.contype = 'f'
        and exists (select 1 from pg_attribute a where a.attrelid = c.conrelid and a.attname = 'business_id' and not a.attisdropped)
        and exists (select 1 from pg_attribute a where a.attrelid = c.confrelid and a.attname = 'business_id' and not a.attisdropped)`);
    const list = Array.from(rows as Iterable<{ name: string; table: string; columns: string[]; target: string; target_columns: string[] }>);
    expect(list.length).toBeGreaterThan(20);
    const loose = list.filter((fk) => fk.columns[0] !== "business_id" || fk.target_columns[0] !== "business_id" || fk.columns.length < 2);
    expect(loose.map((fk) => `${fk.table}.${fk.name} (${fk.columns.join(", ")}) → ${fk.target}`)).toEqual([]);
  });
});
