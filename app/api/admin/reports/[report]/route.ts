import { DomainError } from "@/lib/core/domain-error";
import { param } from "@/lib/core/routes/define-route";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { loadReports } from "@/lib/reports/load-reports";
import { agingCsv, atRiskCsv, retentionCsv, revenueCsv } from "@/lib/reports/report-csv";
import { reportRangeQuery } from "@/lib/reports/report-range";

export const dynamic = "force-dynamic";

const EXPORTS = {
  revenue: (r: Awaited<ReturnType<typeof loadReports>>) => revenueCsv(r.revenue),
  retention: (r: Awaited<ReturnType<typeof loadReports>>) => retentionCsv(r.retention),
  "ar-aging": (r: Awaited<ReturnType<typeof loadReports>>) => agingCsv(r.aging),
  "at-risk": (r: Awaited<ReturnType<typeof loadReports>>) => atRiskCsv(r.atRisk),
} as const;

/** GET /api/admin/reports/{revenue|retention|ar-aging|at-risk}?from=YYYY-MM&to=YYYY-MM — a report as CSV (view_reports). */
export const GET = staffRoute("view_reports", async (request, { businessId, params }) => {
  const name = param(params, "report");
  if (!Object.hasOwn(EXPORTS, name)) throw new DomainError("not_found", "The requested resource was not found.");
  const query = reportRangeQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new DomainError("invalid", query.error.issues[0]?.message ?? "Invalid range");
  const reports = await loadReports({ businessId }, query.data);
  const body = EXPORTS[name as keyof typeof EXPORTS](reports);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${reports.range.from}-to-${reports.range.to}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
