import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { businesses, customers, invoices } from "@/db/schema";
import { markOverdueInvoices } from "@/lib/money/invoices/mark-overdue-invoices";

const suffix = Math.random().toString(36).slice(2, 8);
let businessId = "";

afterAll(async () => {
  if (businessId) await db.delete(businesses).where(eq(businesses.id, businessId));
});

describe("markOverdueInvoices", () => {
  it("moves only pending invoices past their due date, in the business's time zone", async () => {
    const [business] = await db
      .insert(businesses)
      .values({ companyName: "Overdue Test Co", portalSubdomain: `overdue-${suffix}`, timezone: "America/Los_Angeles" })
      .returning();
    businessId = business.id;
    const [customer] = await db
      .insert(customers)
      .values({ businessId, firstName: "Olive", lastName: "Owens", email: `olive-${suffix}@example.test` })
      .returning();
    // 2026-03-10 06:00 UTC is still 2026-03-09 in Los Angeles.
    const now = new Date("2026-03-10T06:00:00Z");
    const rows = await db
      .insert(invoices)
      .values([
        { businessId, customerId: customer.id, status: "pending", dueDate: "2026-03-08", amountCents: 1000 },
        { businessId, customerId: customer.id, status: "pending", dueDate: "2026-03-09", amountCents: 2000 },
        { businessId, customerId: customer.id, status: "draft", dueDate: "2026-01-01", amountCents: 3000 },
        { businessId, customerId: customer.id, status: "paid", dueDate: "2026-01-01", amountCents: 4000 },
        { businessId, customerId: customer.id, status: "pending", dueDate: null, amountCents: 5000 },
      ])
      .returning({ id: invoices.id, amountCents: invoices.amountCents });

    const changed = await markOverdueInvoices(db, now);
    expect(changed).toBeGreaterThanOrEqual(1);
    const after = await db
      .select({ amountCents: invoices.amountCents, status: invoices.status })
      .from(invoices)
      .where(inArray(invoices.id, rows.map((r) => r.id)));
    const byAmount = Object.fromEntries(after.map((r) => [r.amountCents / 100, r.status]));
    expect(byAmount).toEqual({ 10: "overdue", 20: "pending", 30: "draft", 40: "paid", 50: "pending" });

    // Running again changes nothing of ours.
    await markOverdueInvoices(db, now);
    const again = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.businessId, businessId));
    expect(again.filter((r) => r.status === "overdue")).toHaveLength(1);
  });
});
