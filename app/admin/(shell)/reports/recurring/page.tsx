import { Repeat } from "@/components/icons";
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { CohortReport } from "@/components/admin/reports/cohort-report";
import { MrrReport } from "@/components/admin/reports/mrr-report";
import { ReportRangeForm } from "@/components/admin/reports/report-range-form";
import { ReportsTabs } from "@/components/admin/reports/reports-tabs";
import { RetentionReport } from "@/components/admin/reports/retention-report";
import type { SearchParams } from "@/lib/foundation/list-params";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { loadRecurringReports } from "@/lib/reports/load-reports";

export const metadata: Metadata = { title: "Recurring revenue and retention" };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Reports → Recurring (view_reports): monthly recurring revenue, retention by start-month cohort and the monthly churn rate. */
export default async function RecurringReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "reports" });
  const params = await searchParams;
  const reports = await loadRecurringReports(staff, { from: first(params.from), to: first(params.to) });
  return (
    <div className="grid gap-6">
      <PageHeader title="Reports" icon={Repeat} description={`Recurring revenue and retention. Months in your business's time zone (${reports.timeZone}).`} />
      <ReportsTabs current="recurring" />
      <ReportRangeForm range={reports.range} />
      <MrrReport mrr={reports.mrr} range={reports.range} />
      <CohortReport cohorts={reports.cohorts} range={reports.range} />
      <RetentionReport rows={reports.retention} range={reports.range} />
    </div>
  );
}
