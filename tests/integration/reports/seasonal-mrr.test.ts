import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportReport } from "@/app/api/admin/reports/[report]/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { monthlyRecurringRevenue } from "@/lib/reports/monthly-recurring-revenue";
import { resolveReportRange } from "@/lib/reports/report-range";
import { asStaff } from "../../support/fake-request";
import { createBusiness, createCustomer, createService } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Monthly recurring revenue with seasons (issue 37 item 7): a seasonal job counts only in the
 * months of its season, and today's MRR keeps the jobs out of season today apart — a year-round
 * job, mowing April–October and snow service December–March (a season that wraps the year).
 */
const TZ = "America/Chicago";
const RANGE = resolveReportRange({ from: "2026-01", to: "2026-12" }, "2026-12");
let biz: Awaited<ReturnType<typeof createBusiness>>;

beforeAll(async () => {
  biz = await createBusiness(db, { timezone: TZ });
  const businessId = biz.id;
  const service = await createService(db, businessId, { name: "Grounds", priceCents: 1_000 });
  const customer = await createCustomer(db, businessId, { firstName: "Sam", lastName: "Seasons" });
  const series = (title: string, rrule: string, priceCents: number, season: { seasonStartMonth: number; seasonEndMonth: number } | null) =>
    db.insert(s.jobSeries).values({
      businessId, customerId: customer.id, serviceId: service.id, title, startDate: "2026-01-05", startTime: "09:00", durationMinutes: 60, timeZone: TZ, rrule, priceCents, ...season,
    });
  // Year-round: monthly at $100 → $100.00 in every month.
  await series("Inspection", "FREQ=MONTHLY;INTERVAL=1", 10_000, null);
  // Mowing April–October, weekly at $40 → $173.33 in each of its months, nothing else.
  await series("Mowing", "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO", 4_000, { seasonStartMonth: 4, seasonEndMonth: 10 });
  // Snow December–March, weekly at $50 → $216.67 in each of its months.
  await series("Snow", "FREQ=WEEKLY;INTERVAL=1;BYDAY=TU", 5_000, { seasonStartMonth: 12, seasonEndMonth: 3 });
});

const YEAR_ROUND = 10_000;
const MOWING = 17_333;
const SNOW = 21_667;

describe("monthly recurring revenue with seasons", () => {
  it("counts each seasonal job only in its season's months, month by month", async () => {
    const report = await monthlyRecurringRevenue({ businessId: biz.id }, RANGE, { timeZone: TZ, today: "2026-07-15" });
    expect(report.months).toEqual([
      { month: "2026-01", mrrCents: YEAR_ROUND + SNOW, series: 2 },
      { month: "2026-02", mrrCents: YEAR_ROUND + SNOW, series: 2 },
      { month: "2026-03", mrrCents: YEAR_ROUND + SNOW, series: 2 },
      { month: "2026-04", mrrCents: YEAR_ROUND + MOWING, series: 2 },
      { month: "2026-05", mrrCents: YEAR_ROUND + MOWING, series: 2 },
      { month: "2026-06", mrrCents: YEAR_ROUND + MOWING, series: 2 },
      { month: "2026-07", mrrCents: YEAR_ROUND + MOWING, series: 2 },
      { month: "2026-08", mrrCents: YEAR_ROUND + MOWING, series: 2 },
      { month: "2026-09", mrrCents: YEAR_ROUND + MOWING, series: 2 },
      { month: "2026-10", mrrCents: YEAR_ROUND + MOWING, series: 2 },
      { month: "2026-11", mrrCents: YEAR_ROUND, series: 1 },
      { month: "2026-12", mrrCents: YEAR_ROUND + SNOW, series: 2 },
    ]);
  });

  it("leaves the jobs out of season today out of today's MRR and reports them apart", async () => {
    const july = await monthlyRecurringRevenue({ businessId: biz.id }, RANGE, { timeZone: TZ, today: "2026-07-15" });
    expect({ ...july, months: undefined }).toEqual({
      currentCents: YEAR_ROUND + MOWING, activeSeries: 2, pausedCents: 0, pausedSeries: 0, outOfSeasonCents: SNOW, outOfSeasonSeries: 1, months: undefined,
    });
    const november = await monthlyRecurringRevenue({ businessId: biz.id }, RANGE, { timeZone: TZ, today: "2026-11-30" });
    expect([november.currentCents, november.activeSeries, november.outOfSeasonCents, november.outOfSeasonSeries]).toEqual([YEAR_ROUND, 1, MOWING + SNOW, 2]);
    const january = await monthlyRecurringRevenue({ businessId: biz.id }, RANGE, { timeZone: TZ, today: "2027-01-04" });
    expect([january.currentCents, january.activeSeries, january.outOfSeasonCents, january.outOfSeasonSeries]).toEqual([YEAR_ROUND + SNOW, 2, MOWING, 1]);
  });

  it("exports the same month-by-month figures as CSV", async () => {
    await asStaff(biz.owner.id);
    const response = await exportReport(new Request("http://localhost:3000/api/admin/reports/mrr?from=2026-01&to=2026-12"), { params: Promise.resolve({ report: "mrr" }) });
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\r\n");
    expect(lines.slice(0, 5)).toEqual(["month,recurring_jobs,mrr", "2026-01,2,316.67", "2026-02,2,316.67", "2026-03,2,316.67", "2026-04,2,273.33"]);
    expect(lines.slice(11, 13)).toEqual(["2026-11,1,100.00", "2026-12,2,316.67"]);
  });
});
