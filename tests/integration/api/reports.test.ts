import { beforeAll, describe, expect, it } from "vitest";
import { GET as agingReport } from "@/app/api/v1/reports/ar-aging/route";
import { GET as retentionReport } from "@/app/api/v1/reports/retention/route";
import { GET as revenueReport } from "@/app/api/v1/reports/revenue/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { agingReportJson, retentionReportJson, revenueReportJson } from "@/lib/api/v1/reports/report-api";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness, createCustomer, createInvoice } from "@/tests/support/portal-fixtures";

/**
 * API v1 reports (issue 13): revenue, retention and receivables ageing through the real
 * routes with real keys, in dollars; view_reports needed; another business's rows never
 * counted; a bad range is a 400.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let key: string;
let noReportsKey: string;

async function seed(b: Biz) {
  const [a, bee] = [await createCustomer(db, b.id), await createCustomer(db, b.id)];
  const janA = await createInvoice(db, { businessId: b.id, customerId: a.id }, { status: "paid", amountCents: 12_345, invoiceDate: "2026-01-05" });
  await createInvoice(db, { businessId: b.id, customerId: bee.id }, { status: "overdue", amountCents: 5_000, invoiceDate: "2026-02-01", dueDate: "2026-02-15" });
  await createInvoice(db, { businessId: b.id, customerId: a.id }, { status: "paid", amountCents: 10_000, invoiceDate: "2026-02-05" });
  await db.insert(s.payments).values({ businessId: b.id, invoiceId: janA.id, amountCents: 12_345, status: "succeeded", paidAt: new Date("2026-01-20T15:00:00Z") });
}

beforeAll(async () => {
  biz = await createBusiness(db, { timezone: "UTC" });
  const other = await createBusiness(db, { timezone: "UTC" });
  await seed(biz);
  await seed(other);
  key = (await createApiKey(db, biz.id, ["view_reports"])).key;
  noReportsKey = (await createApiKey(db, biz.id, ["view_jobs"])).key;
});

describe("GET /api/v1/reports/*", () => {
  it("answers revenue by month in dollars for the range asked, this business only", async () => {
    const response = await revenueReport(apiRequest("/reports/revenue?from=2026-01&to=2026-02", { key }));
    expect(response.status).toBe(200);
    const body = revenueReportJson.parse(await response.json());
    expect(body).toEqual({
      from: "2026-01",
      to: "2026-02",
      time_zone: "UTC",
      months: [
        { month: "2026-01", paid: 123.45, payments: 1, invoiced: 123.45 },
        { month: "2026-02", paid: 0, payments: 0, invoiced: 150 },
      ],
    });
  });

  it("answers retention by month with the churn rate, and the cohorts", async () => {
    const body = retentionReportJson.parse(await (await retentionReport(apiRequest("/reports/retention?from=2026-01&to=2026-02", { key }))).json());
    expect(body.months).toEqual([
      { month: "2026-01", active_customers: 1, new_customers: 1, churned_customers: 0, churn_rate: null },
      { month: "2026-02", active_customers: 2, new_customers: 1, churned_customers: 0, churn_rate: 0 },
    ]);
    // No recurring job here: no cohort.
    expect(body.cohorts).toEqual([]);
  });

  it("answers receivables ageing today in dollars", async () => {
    const body = agingReportJson.parse(await (await agingReport(apiRequest("/reports/ar-aging", { key }))).json());
    expect(body.time_zone).toBe("UTC");
    expect(body.buckets.map((b) => b.bucket)).toEqual(["Not yet due", "1–30 days", "31–60 days", "61–90 days", "90+ days"]);
    // The one overdue invoice ($50, due 2026-02-15) is 90+ days late by now; the other business's is not counted.
    expect(body.buckets.reduce((n, b) => n + b.invoices, 0)).toBe(1);
    expect(body.buckets.find((b) => b.invoices === 1)).toMatchObject({ outstanding: 50 });
  });

  it("refuses a key without view_reports (403), no key (401) and a bad month (400)", async () => {
    const forbidden = await revenueReport(apiRequest("/reports/revenue", { key: noReportsKey }));
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error.code).toBe("forbidden");
    expect((await agingReport(apiRequest("/reports/ar-aging"))).status).toBe(401);
    const bad = await retentionReport(apiRequest("/reports/retention?from=2026-13", { key }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/from must be a month, YYYY-MM/);
  });
});
