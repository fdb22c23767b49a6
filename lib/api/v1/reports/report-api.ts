import { z } from "zod";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { centsToDollars } from "@/lib/format/money";
import type { ReportContext } from "@/lib/reports/load-reports";
import { reportRangeQuery } from "@/lib/reports/report-range";
import type { AgingBucket, RetentionCohort, RetentionMonth, RevenueMonth } from "@/lib/reports/report-views";

/** The range a report covers, as resolved: `?from&to` months (12 up to this month by default, 36 at most). */
const rangeJson = {
  from: z.string().describe("first month, YYYY-MM, in the business's time zone"),
  to: z.string().describe("last month, YYYY-MM"),
  time_zone: z.string().describe("the business's IANA time zone, in which months are counted"),
};
const rangeToJson = (ctx: ReportContext) => ({ from: ctx.range.from, to: ctx.range.to, time_zone: ctx.timeZone });

export const revenueReportJson = z.object({
  ...rangeJson,
  months: z.array(
    z.object({
      month: z.string(),
      paid: z.number().describe("dollars of succeeded payments received in the month"),
      payments: z.number().int(),
      invoiced: z.number().describe("dollars invoiced (every invoice but drafts and voids) dated in the month"),
    }),
  ),
});

export function revenueReportToJson(ctx: ReportContext, rows: RevenueMonth[]): z.infer<typeof revenueReportJson> {
  return { ...rangeToJson(ctx), months: rows.map((r) => ({ month: r.month, paid: centsToDollars(r.paidCents), payments: r.payments, invoiced: centsToDollars(r.invoicedCents) })) };
}

export const retentionReportJson = z.object({
  ...rangeJson,
  months: z.array(
    z.object({
      month: z.string(),
      active_customers: z.number().int().describe("billed in the month"),
      new_customers: z.number().int(),
      churned_customers: z.number().int().describe("billed the month before, not this month"),
      churn_rate: z.number().nullable().describe("churned over the previous month's active customers, 0–1; null when there were none"),
    }),
  ),
  cohorts: z.array(
    z.object({
      cohort: z.string().describe("the month the customers' first recurring job started"),
      customers: z.number().int(),
      active: z.array(z.number().int()).describe("how many were active (a completed visit or a bill) in the start month and each month after, up to `to`"),
    }),
  ),
});

export function retentionReportToJson(ctx: ReportContext, months: RetentionMonth[], cohorts: RetentionCohort[]): z.infer<typeof retentionReportJson> {
  return {
    ...rangeToJson(ctx),
    months: months.map((r) => ({ month: r.month, active_customers: r.active, new_customers: r.new, churned_customers: r.churned, churn_rate: r.churnRate })),
    cohorts: cohorts.map((c) => ({ cohort: c.cohort, customers: c.customers, active: c.active })),
  };
}

export const agingReportJson = z.object({
  as_of: z.string().describe("today in the business's time zone, YYYY-MM-DD"),
  time_zone: z.string(),
  buckets: z.array(
    z.object({
      bucket: z.string().describe("days past the due date: Not yet due, 1–30, 31–60, 61–90, 90+"),
      invoices: z.number().int(),
      outstanding: z.number().describe("dollars still owed"),
    }),
  ),
});

export function agingReportToJson(ctx: ReportContext, buckets: AgingBucket[]): z.infer<typeof agingReportJson> {
  return { as_of: ctx.today, time_zone: ctx.timeZone, buckets: buckets.map((b) => ({ bucket: b.bucket, invoices: b.invoices, outstanding: centsToDollars(b.outstandingCents) })) };
}

export const revenueReportOperation = defineOperation({
  method: "get",
  path: "/reports/revenue",
  summary: "Revenue by month: payments received and amounts invoiced",
  tag: "Reports",
  permission: "view_reports",
  query: reportRangeQuery,
  response: revenueReportJson,
});

export const retentionReportOperation = defineOperation({
  method: "get",
  path: "/reports/retention",
  summary: "Retention: active, new and churned customers by month, and start-month cohorts",
  tag: "Reports",
  permission: "view_reports",
  query: reportRangeQuery,
  response: retentionReportJson,
});

export const agingReportOperation = defineOperation({
  method: "get",
  path: "/reports/ar-aging",
  summary: "Accounts receivable ageing today: what is owed by days past due",
  tag: "Reports",
  permission: "view_reports",
  response: agingReportJson,
});
