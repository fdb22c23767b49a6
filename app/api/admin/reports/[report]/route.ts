import { DomainError } from "@/lib/foundation/domain-error";
import { param } from "@/lib/core/routes/define-route";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { reportContext } from "@/lib/reports/load-reports";
import { REPORT_EXPORTS } from "@/lib/reports/report-exports";
import { reportRangeQuery } from "@/lib/reports/report-range";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/reports/{revenue|services|retention|cohorts|mrr|employees|ar-aging|at-risk}?from=YYYY-MM&to=YYYY-MM
 * — a report as CSV (view_reports).
 */
export const GET = staffRoute("view_reports", async (request, { businessId, params }) => {
  const name = param(params, "report");
  if (!Object.hasOwn(REPORT_EXPORTS, name)) throw new DomainError("not_found", "The requested resource was not found.");
  const query = reportRangeQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new DomainError("invalid", query.error.issues[0]?.message ?? "Invalid range");
  const scope = { businessId };
  const ctx = await reportContext(scope, query.data);
  const body = await REPORT_EXPORTS[name](scope, ctx);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${ctx.range.from}-to-${ctx.range.to}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
