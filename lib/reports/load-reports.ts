import "server-only";
import type { BusinessScope } from "@/lib/foundation/scope";
import { atRiskCustomers } from "./at-risk-customers";
import { bookingFunnel } from "./booking-funnel";
import { businessClock } from "./business-clock";
import { invoiceAging } from "./invoice-aging";
import { monthlyRecurringRevenue } from "./monthly-recurring-revenue";
import { resolveReportRange, type ReportRange } from "./report-range";
import type { AgingBucket, AtRiskCustomer, BookingFunnel, EmployeeProductivity, MrrReport, RetentionCohort, RetentionMonth, RevenueMonth, ServiceRevenue } from "./report-views";
import { retentionByMonth } from "./retention-by-month";
import { retentionCohorts } from "./retention-cohorts";
import { revenueByMonth } from "./revenue-by-month";
import { revenueByService } from "./revenue-by-service";
import { visitsByEmployee } from "./visits-by-employee";

/** The range asked for in the business's months, with its time zone and today (every report starts here). */
export type ReportContext = { range: ReportRange; timeZone: string; today: string };

export async function reportContext(scope: BusinessScope, input: { from?: string; to?: string }): Promise<ReportContext> {
  const clock = await businessClock(scope);
  return { range: resolveReportRange(input, clock.currentMonth), timeZone: clock.timeZone, today: clock.today };
}

export type Reports = ReportContext & { revenue: RevenueMonth[]; byService: ServiceRevenue[]; aging: AgingBucket[]; atRisk: AtRiskCustomer[] };

/** The Overview tab: revenue by month and by service, receivables ageing, the at-risk list. */
export async function loadReports(scope: BusinessScope, input: { from?: string; to?: string }): Promise<Reports> {
  const ctx = await reportContext(scope, input);
  const [revenue, byService, aging, atRisk] = await Promise.all([
    revenueByMonth(scope, ctx.range),
    revenueByService(scope, ctx.range, ctx.timeZone),
    invoiceAging(scope, ctx.today),
    atRiskCustomers(scope, ctx.today),
  ]);
  return { ...ctx, revenue, byService, aging, atRisk };
}

export type RecurringReports = ReportContext & { mrr: MrrReport; retention: RetentionMonth[]; cohorts: RetentionCohort[] };

/** The Recurring tab: monthly recurring revenue, retention by month and by start-month cohort. */
export async function loadRecurringReports(scope: BusinessScope, input: { from?: string; to?: string }): Promise<RecurringReports> {
  const ctx = await reportContext(scope, input);
  const [mrr, retention, cohorts] = await Promise.all([
    monthlyRecurringRevenue(scope, ctx.range, ctx),
    retentionByMonth(scope, ctx.range),
    retentionCohorts(scope, ctx.range),
  ]);
  return { ...ctx, mrr, retention, cohorts };
}

export type TeamReports = ReportContext & { employees: EmployeeProductivity[] };

/** The Team tab: visits completed and revenue per crew-hour by employee. */
export async function loadTeamReports(scope: BusinessScope, input: { from?: string; to?: string }): Promise<TeamReports> {
  const ctx = await reportContext(scope, input);
  return { ...ctx, employees: await visitsByEmployee(scope, ctx.range, ctx.timeZone) };
}

export type FunnelReports = ReportContext & { funnel: BookingFunnel };

/** The Booking funnel tab: visits of /book to priced, booked and paid, overall and by campaign. */
export async function loadFunnelReports(scope: BusinessScope, input: { from?: string; to?: string }): Promise<FunnelReports> {
  const ctx = await reportContext(scope, input);
  return { ...ctx, funnel: await bookingFunnel(scope, ctx.range, ctx.timeZone) };
}
