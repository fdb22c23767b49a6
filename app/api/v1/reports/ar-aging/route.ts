import { agingReportToJson } from "@/lib/api/v1/reports/report-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { invoiceAging } from "@/lib/reports/invoice-aging";
import { reportContext } from "@/lib/reports/load-reports";

/** GET /api/v1/reports/ar-aging — what is owed today by days past due, in dollars (view_reports). */
export const GET = apiRoute("view_reports", {}, async (_request, { scope }) => {
  const ctx = await reportContext(scope, {});
  return Response.json(agingReportToJson(ctx, await invoiceAging(scope, ctx.today)));
});
