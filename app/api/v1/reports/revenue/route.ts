import { revenueReportToJson } from "@/lib/api/v1/reports/report-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { reportContext } from "@/lib/reports/load-reports";
import { reportRangeQuery } from "@/lib/reports/report-range";
import { revenueByMonth } from "@/lib/reports/revenue-by-month";

/** GET /api/v1/reports/revenue?from=YYYY-MM&to=YYYY-MM — revenue by month in dollars (view_reports). */
export const GET = apiRoute("view_reports", { query: reportRangeQuery }, async (_request, { scope, query }) => {
  const ctx = await reportContext(scope, query);
  return Response.json(revenueReportToJson(ctx, await revenueByMonth(scope, ctx.range)));
});
