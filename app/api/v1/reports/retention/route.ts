import { retentionReportToJson } from "@/lib/api/v1/reports/report-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { reportContext } from "@/lib/reports/load-reports";
import { reportRangeQuery } from "@/lib/reports/report-range";
import { retentionByMonth } from "@/lib/reports/retention-by-month";
import { retentionCohorts } from "@/lib/reports/retention-cohorts";

/** GET /api/v1/reports/retention?from=YYYY-MM&to=YYYY-MM — retention by month and by start-month cohort (view_reports). */
export const GET = apiRoute("view_reports", { query: reportRangeQuery }, async (_request, { scope, query }) => {
  const ctx = await reportContext(scope, query);
  const [months, cohorts] = await Promise.all([retentionByMonth(scope, ctx.range), retentionCohorts(scope, ctx.range)]);
  return Response.json(retentionReportToJson(ctx, months, cohorts));
});
