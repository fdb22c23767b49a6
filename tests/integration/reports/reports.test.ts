import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportReport } from "@/app/api/admin/reports/[report]/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { invoiceAging } from "@/lib/reports/invoice-aging";
import { resolveReportRange } from "@/lib/reports/report-range";
import { retentionByMonth } from "@/lib/reports/retention-by-month";
import { revenueByMonth } from "@/lib/reports/revenue-by-month";
import { asStaff } from "../../support/fake-request";
import { createBusiness, createCustomer, createInvoice } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Reports (issue 13 item 4) on the real database, with a second business holding the same
 * kind of rows that must never be counted: revenue by month in the business's time zone,
 * retention (active, new, churned), receivables ageing, and the CSV export's access rules.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;
const Q1 = resolveReportRange({ from: "2026-01", to: "2026-03" }, "2026-11");

async function pay(b: Biz, invoiceId: string, cents: number, paidAt: string, status = "succeeded") {
  await db.insert(s.payments).values({ businessId: b.id, invoiceId, amountCents: cents, status, paidAt: new Date(paidAt) });
}

/** Same rows in both businesses: only `biz`'s may ever be counted in its reports. */
async function seed(b: Biz) {
  const [a, bee, cee] = [await createCustomer(db, b.id), await createCustomer(db, b.id), await createCustomer(db, b.id)];
  const inv = (c: { id: string }, date: string, extra: Partial<typeof s.invoices.$inferInsert> = {}) =>
    createInvoice(db, { businessId: b.id, customerId: c.id }, { invoiceDate: date, status: "paid", amountCents: 10_000, ...extra });
  const janA = await inv(a, "2026-01-05");
  await inv(bee, "2026-01-07");
  await inv(a, "2026-02-05");
  await inv(bee, "2026-02-07");
  await inv(cee, "2026-02-09");
  await inv(a, "2026-03-05");
  await inv(cee, "2026-03-09");
  await inv(cee, "2026-03-10", { status: "draft", amountCents: 99_900 });
  // 2026-02-01 03:00 UTC is still January 31 in New York.
  await pay(b, janA.id, 10_000, "2026-02-01T03:00:00Z");
  await pay(b, janA.id, 2_500, "2026-02-15T12:00:00Z");
  await pay(b, janA.id, 7_700, "2026-03-02T12:00:00Z", "failed");
  await pay(b, janA.id, 1_234, "2026-04-01T12:00:00Z");
  return { a, bee, cee };
}

beforeAll(async () => {
  biz = await createBusiness(db, { timezone: "America/New_York" });
  other = await createBusiness(db, { timezone: "America/New_York" });
  await seed(biz);
  await seed(other);
  await seed(other);
});

describe("report range", () => {
  it("defaults to the last twelve months, swaps a reversed range and keeps at most 36 months", () => {
    expect(resolveReportRange({}, "2026-11")).toMatchObject({ from: "2025-12", to: "2026-11" });
    expect(resolveReportRange({}, "2026-11").months).toHaveLength(12);
    expect(resolveReportRange({ from: "2026-05", to: "2026-02" }, "2026-11")).toMatchObject({ from: "2026-02", to: "2026-05" });
    expect(resolveReportRange({ from: "2010-01", to: "2026-11" }, "2026-11")).toMatchObject({ from: "2023-12", to: "2026-11" });
    expect(resolveReportRange({ from: "junk", to: "2026-13" }, "2026-11")).toMatchObject({ from: "2025-12", to: "2026-11" });
  });
});

describe("revenue by month", () => {
  it("sums succeeded payments in the business's months and invoiced amounts without drafts, for this business only", async () => {
    const rows = await revenueByMonth({ businessId: biz.id }, Q1);
    expect(rows).toEqual([
      { month: "2026-01", paidCents: 10_000, payments: 1, invoicedCents: 20_000 },
      { month: "2026-02", paidCents: 2_500, payments: 1, invoicedCents: 30_000 },
      { month: "2026-03", paidCents: 0, payments: 0, invoicedCents: 20_000 },
    ]);
  });

  it("counts payments in the business's current time zone: a new zone moves them, and moving back restores them", async () => {
    const zoned = await createBusiness(db, { timezone: "America/New_York" });
    await seed(zoned);
    const paid = async () => (await revenueByMonth({ businessId: zoned.id }, Q1)).map((r) => r.paidCents);
    expect(await paid()).toEqual([10_000, 2_500, 0]);
    // In UTC the early-February payment belongs to February.
    await db.update(s.businesses).set({ timezone: "UTC" }).where(eq(s.businesses.id, zoned.id));
    expect(await paid()).toEqual([0, 12_500, 0]);
    await db.update(s.businesses).set({ timezone: "America/New_York" }).where(eq(s.businesses.id, zoned.id));
    expect(await paid()).toEqual([10_000, 2_500, 0]);
  });

  it("leaves out a voided invoice", async () => {
    const b = await createBusiness(db);
    const c = await createCustomer(db, b.id);
    const invoice = await createInvoice(db, { businessId: b.id, customerId: c.id }, { invoiceDate: "2026-02-03", status: "pending", amountCents: 4_000 });
    expect((await revenueByMonth({ businessId: b.id }, Q1)).map((r) => r.invoicedCents)).toEqual([0, 4_000, 0]);
    await db.update(s.invoices).set({ status: "void" }).where(eq(s.invoices.id, invoice.id));
    expect((await revenueByMonth({ businessId: b.id }, Q1)).map((r) => r.invoicedCents)).toEqual([0, 0, 0]);
  });
});

describe("retention by month", () => {
  it("counts active, new and churned customers and the churn rate, for this business only", async () => {
    const rows = await retentionByMonth({ businessId: biz.id }, Q1);
    expect(rows).toEqual([
      { month: "2026-01", active: 2, new: 2, churned: 0, churnRate: null },
      { month: "2026-02", active: 3, new: 1, churned: 0, churnRate: 0 },
      { month: "2026-03", active: 2, new: 0, churned: 1, churnRate: 1 / 3 },
    ]);
  });
});

describe("receivables ageing", () => {
  it("buckets what is still owed on pending and overdue invoices by days past due; paid, draft and other businesses' invoices are left out", async () => {
    const b = await createBusiness(db);
    const c = await createCustomer(db, b.id);
    const scope = { businessId: b.id, customerId: c.id };
    await createInvoice(db, scope, { status: "pending", amountCents: 5_000, invoiceDate: "2026-06-01", dueDate: "2026-06-20" });
    const late = await createInvoice(db, scope, { status: "overdue", amountCents: 8_000, invoiceDate: "2026-04-01", dueDate: "2026-05-01" });
    await pay(b, late.id, 3_000, "2026-05-10T12:00:00Z");
    await createInvoice(db, scope, { status: "overdue", amountCents: 4_000, invoiceDate: "2026-01-01", dueDate: "2026-02-01" });
    await createInvoice(db, scope, { status: "paid", amountCents: 9_999, invoiceDate: "2026-01-01", dueDate: "2026-01-15" });
    await createInvoice(db, scope, { status: "draft", amountCents: 9_999, invoiceDate: "2026-01-01", dueDate: "2026-01-15" });
    const o = await createCustomer(db, other.id);
    await createInvoice(db, { businessId: other.id, customerId: o.id }, { status: "overdue", amountCents: 7_777, dueDate: "2026-05-01" });

    expect(await invoiceAging({ businessId: b.id }, "2026-06-15")).toEqual([
      { bucket: "Not yet due", invoices: 1, outstandingCents: 5_000 },
      { bucket: "1–30 days", invoices: 0, outstandingCents: 0 },
      { bucket: "31–60 days", invoices: 1, outstandingCents: 5_000 },
      { bucket: "61–90 days", invoices: 0, outstandingCents: 0 },
      { bucket: "90+ days", invoices: 1, outstandingCents: 4_000 },
    ]);
  });
});

describe("CSV export", () => {
  const call = (report: string, query = "from=2026-01&to=2026-03") =>
    exportReport(new Request(`http://localhost:3000/api/admin/reports/${report}?${query}`), { params: Promise.resolve({ report }) });

  it("gives the owner their business's numbers as CSV", async () => {
    await asStaff(biz.owner.id);
    const response = await call("revenue");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="revenue-2026-01-to-2026-03.csv"');
    expect(await response.text()).toBe("month,payments_received,paid,invoiced\r\n2026-01,1,100.00,200.00\r\n2026-02,1,25.00,300.00\r\n2026-03,0,0.00,200.00\r\n");
    const retention = await (await call("retention")).text();
    expect(retention.split("\r\n")[3]).toBe("2026-03,2,0,1,33.3");
    expect((await call("ar-aging")).status).toBe(200);
  });

  it("refuses an employee without view_reports (403), an unknown report (404), a bad range (400), and anyone signed out (401)", async () => {
    const [user] = await db.insert(s.users).values({ email: `emp-${biz.id}@example.test`, userType: "employee", firstName: "Em", lastName: "Ployee" }).returning();
    await db.insert(s.businessMembers).values({ businessId: biz.id, userId: user.id, role: "employee" });
    await asStaff(user.id);
    expect((await call("revenue")).status).toBe(403);

    await asStaff(biz.owner.id);
    expect((await call("payroll")).status).toBe(404);
    const bad = await call("revenue", "from=2026-1");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("from must be a month, YYYY-MM");

    const { asAnonymous } = await import("../../support/fake-request");
    asAnonymous();
    expect((await call("revenue")).status).toBe(401);
  });
});
