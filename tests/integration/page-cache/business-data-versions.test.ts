import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { readBusinessDataVersion } from "@/lib/page-cache/business-data-version";
import { createBusiness, createCustomer, createQuote, createService, unique } from "../../support/portal-fixtures";

/**
 * The database raises a business's data version on every write of that business's rows
 * (migration 0029): what lets the rendered-page cache trust a kept page. Tested on the real
 * engine of the run (PGlite or the Postgres server).
 */

/** Written on every request and shown on no page; everything else must raise the version. */
const NOT_COUNTED = ["business_data_versions", "customer_sessions", "api_rate_windows", "api_idempotency_keys"];

/** The business's own counter. */
const version = async (businessId: string) => {
  const [row] = await db.select().from(s.businessDataVersions).where(eq(s.businessDataVersions.businessId, businessId));
  return row.version;
};
const platformVersion = async () => (await db.select().from(s.platformDataVersion))[0].version;

describe("business data versions", () => {
  it("every table with a business_id raises the version, but the per-request bookkeeping", async () => {
    const rows = await db.execute<{ table_name: string; counted: boolean }>(sql`
      SELECT c.table_name, EXISTS (
        SELECT 1 FROM pg_trigger t WHERE t.tgrelid = format('public.%I', c.table_name)::regclass AND t.tgname = 'business_data_changed'
      ) AS counted
      FROM information_schema.columns c
      JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.column_name = 'business_id'
      ORDER BY c.table_name`);
    const tables = [...rows].map((r) => [r.table_name, r.counted] as const);
    expect(tables.length).toBeGreaterThan(30);
    for (const [table, counted] of tables) expect(counted, `${table}: a new table with business_id needs attach_business_data_trigger (migration 0029)`).toBe(!NOT_COUNTED.includes(table));
    // The business row itself and staff users count too.
    for (const table of ["businesses", "users"]) {
      const [row] = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_trigger WHERE tgrelid = ${table}::regclass AND tgname = 'business_data_changed'`);
      expect(row.n, table).toBe(1);
    }
  });

  it("a new business starts at 0; a write raises only its own business, once per transaction", async () => {
    const a = await createBusiness(db);
    const b = await createBusiness(db);
    const [startA, startB] = [await version(a.id), await version(b.id)];
    expect(startA).toBeGreaterThanOrEqual(0);

    await createCustomer(db, a.id);
    expect(await version(a.id)).toBe(startA + 1);
    expect(await version(b.id)).toBe(startB);

    // Many statements and tables in one transaction: one step.
    await db.transaction(async (tx) => {
      const customer = await createCustomer(tx as never, a.id);
      await createService(tx as never, a.id);
      await createQuote(tx as never, { businessId: a.id, customerId: customer.id }, { title: "One step" });
      await tx.update(s.customers).set({ notes: "n" }).where(eq(s.customers.id, customer.id));
    });
    expect(await version(a.id)).toBe(startA + 2);

    // A rolled-back transaction raises nothing.
    await expect(
      db.transaction(async (tx) => {
        await createCustomer(tx as never, a.id);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await version(a.id)).toBe(startA + 2);

    // An update or delete that touches no row raises nothing; a delete that does, does.
    await db.update(s.customers).set({ notes: "none" }).where(eq(s.customers.email, `${unique()}@nowhere.test`));
    expect(await version(a.id)).toBe(startA + 2);
    await db.delete(s.customers).where(eq(s.customers.businessId, a.id));
    expect(await version(a.id)).toBe(startA + 3);
    expect(await version(b.id)).toBe(startB);
  });

  it("one transaction writing two businesses raises both", async () => {
    const a = await createBusiness(db);
    const b = await createBusiness(db);
    const [startA, startB] = [await version(a.id), await version(b.id)];
    await db.transaction(async (tx) => {
      await createCustomer(tx as never, a.id);
      await createCustomer(tx as never, b.id);
      await createCustomer(tx as never, a.id);
    });
    expect([await version(a.id), await version(b.id)]).toEqual([startA + 1, startB + 1]);
  });

  it("the business's own settings, its staff's names and the platform settings raise it", async () => {
    const a = await createBusiness(db);
    const other = await createBusiness(db);
    let v = await version(a.id);
    await db.update(s.businesses).set({ companyName: "Renamed" }).where(eq(s.businesses.id, a.id));
    expect(await version(a.id)).toBe(++v);

    await db.update(s.users).set({ firstName: "Renamed" }).where(eq(s.users.id, a.owner.id));
    expect(await version(a.id)).toBe(++v);

    // An employee of the business (a member, not the owner of record).
    const [employee] = await db.insert(s.users).values({ email: `${unique()}@example.test`, userType: "employee", firstName: "E", lastName: "Mployee" }).returning();
    await db.insert(s.businessMembers).values({ businessId: a.id, userId: employee.id, role: "employee" });
    expect(await version(a.id)).toBe(++v);
    const otherBefore = await version(other.id);
    await db.update(s.users).set({ disabled: true }).where(eq(s.users.id, employee.id));
    expect(await version(a.id)).toBe(++v);
    expect(await version(other.id)).toBe(otherBefore);

  });

  it("the platform settings raise the platform's counter, which every business's version carries", async () => {
    const a = await createBusiness(db);
    const before = await readBusinessDataVersion(a.id);
    const platform = await platformVersion();
    expect(before).toMatch(new RegExp(`^${await version(a.id)}\\.\\d+$`));
    // A statement on the settings that changes no row still counts (a statement trigger):
    // other tests reading the settings see nothing of it.
    await db.update(s.platformSettings).set({ value: sql`value` }).where(sql`false`);
    // Other tests may change the platform settings at the same time: at least one step.
    expect(await platformVersion()).toBeGreaterThan(platform);
    expect(await readBusinessDataVersion(a.id)).not.toBe(before);
    expect(await version(a.id)).toBe(Number(before!.split(".")[0]));
  });

  it("portal sessions' activity does not raise it; deleting a business with rows still works", async () => {
    const a = await createBusiness(db);
    const customer = await createCustomer(db, a.id);
    const v = await version(a.id);
    const [session] = await db.insert(s.customerSessions).values({ businessId: a.id, customerId: customer.id, tokenHash: unique("h") }).returning();
    await db.update(s.customerSessions).set({ lastActivityAt: new Date() }).where(eq(s.customerSessions.id, session.id));
    expect(await version(a.id)).toBe(v);

    await createQuote(db, { businessId: a.id, customerId: customer.id }, {});
    await db.delete(s.businesses).where(eq(s.businesses.id, a.id));
    expect(await readBusinessDataVersion(a.id)).toBeNull();
    expect(await db.select().from(s.businessDataVersions).where(inArray(s.businessDataVersions.businessId, [a.id]))).toEqual([]);
  });
});
