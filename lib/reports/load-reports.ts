import "server-only";
import type { BusinessScope } from "@/lib/core/scope";
import { atRiskCustomers } from "./at-risk-customers";
import { businessClock } from "./business-clock";
import { invoiceAging } from "./invoice-aging";
import { resolveReportRange, type ReportRange } from "./report-range";
import type { AgingBucket, AtRiskCustomer, RetentionMonth, RevenueMonth } from "./report-views";
import { retentionByMonth } from "./retention-by-month";
import { revenueByMonth } from "./revenue-by-month";

export type Reports = { range: ReportRange; timeZone: string; today: string; revenue: RevenueMonth[]; retention: RetentionMonth[]; aging: AgingBucket[]; atRisk: AtRiskCustomer[] };

/** Every report of the Reports screen for one business and range (months in the business's time zone). */
export async function loadReports(scope: BusinessScope, input: { from?: string; to?: string }): Promise<Reports> {
  const clock = await businessClock(scope);
  const range = resolveReportRange(input, clock.currentMonth);
  const [revenue, retention, aging, atRisk] = await Promise.all([
    revenueByMonth(scope, range, clock.timeZone),
    retentionByMonth(scope, range),
    invoiceAging(scope, clock.today),
    atRiskCustomers(scope, clock.today),
  ]);
  return { range, timeZone: clock.timeZone, today: clock.today, revenue, retention, aging, atRisk };
}
