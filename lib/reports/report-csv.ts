import type { LocationFigures } from "./locations-side-by-side";
import { monthsBetween } from "./report-range";
import type { AgingBucket, AtRiskCustomer, EmployeeProductivity, MrrReport, RetentionCohort, RetentionMonth, RevenueMonth, ServiceRevenue } from "./report-views";

/** Cents as dollars with two decimals, for spreadsheets. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Cells are quoted when needed and never start with a formula sign (customer names are typed by people). */
const cell = (value: string | number) => {
  const text = String(value).replace(/^[=+\-@\t\r]/, "'$&");
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csv = (rows: Array<Array<string | number>>) => rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";

export function revenueCsv(rows: RevenueMonth[]): string {
  return csv([["month", "payments_received", "paid", "invoiced"], ...rows.map((r) => [r.month, r.payments, dollars(r.paidCents), dollars(r.invoicedCents)])]);
}

export function retentionCsv(rows: RetentionMonth[]): string {
  return csv([
    ["month", "active_customers", "new_customers", "churned_customers", "churn_rate_percent"],
    ...rows.map((r) => [r.month, r.active, r.new, r.churned, r.churnRate === null ? "" : (r.churnRate * 100).toFixed(1)]),
  ]);
}

export function locationsCsv(rows: LocationFigures[]): string {
  return csv([
    ["location", "default", "active_customers", "completed_visits", "received", "outstanding"],
    ...rows.map((r) => [r.name, r.isDefault ? "yes" : "no", r.activeCustomers, r.completedVisits, dollars(r.receivedCents), dollars(r.outstandingCents)]),
  ]);
}

export function agingCsv(rows: AgingBucket[]): string {
  return csv([["days_past_due", "invoices", "outstanding"], ...rows.map((r) => [r.bucket, r.invoices, dollars(r.outstandingCents)])]);
}

export function atRiskCsv(rows: AtRiskCustomer[]): string {
  return csv([
    ["customer", "email", "skipped_visits_60_days", "subscription_paused", "lowest_rating_60_days", "overdue_invoices", "overdue_amount", "reasons"],
    ...rows.map((r) => [
      r.name,
      r.email ?? "",
      r.skippedVisits,
      r.paused ? "yes" : "no",
      r.lowRating ?? "",
      r.overdueInvoices,
      dollars(r.overdueCents),
      r.reasons.join("; "),
    ]),
  ]);
}

export function mrrCsv(report: MrrReport): string {
  return csv([["month", "recurring_jobs", "mrr"], ...report.months.map((r) => [r.month, r.series, dollars(r.mrrCents)])]);
}

/** One row per cohort and month since its start: the long form a spreadsheet can pivot. */
export function cohortsCsv(cohorts: RetentionCohort[], to: string): string {
  return csv([
    ["cohort", "customers", "month", "months_since_start", "active_customers", "retained_percent"],
    ...cohorts.flatMap((c) =>
      monthsBetween(c.cohort, to).map((month, offset) => [c.cohort, c.customers, month, offset, c.active[offset], ((c.active[offset] / c.customers) * 100).toFixed(1)]),
    ),
  ]);
}

export function employeesCsv(rows: EmployeeProductivity[]): string {
  return csv([
    ["employee", "visits_completed", "revenue", "hours_on_site", "revenue_per_crew_hour", "visits_too_short_to_time"],
    ...rows.map((r) => [
      r.name, r.visits, dollars(r.revenueCents), (r.secondsOnSite / 3600).toFixed(2),
      r.revenuePerHourCents === null ? "" : dollars(r.revenuePerHourCents), r.tooShortToTime,
    ]),
  ]);
}

export function servicesCsv(rows: ServiceRevenue[]): string {
  return csv([["service", "visits_completed", "revenue"], ...rows.map((r) => [r.name, r.visits, dollars(r.revenueCents)])]);
}
