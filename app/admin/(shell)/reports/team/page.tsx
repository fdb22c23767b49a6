import { Users } from "@/components/icons";
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { EmployeeReport } from "@/components/admin/reports/employee-report";
import { ReportRangeForm } from "@/components/admin/reports/report-range-form";
import { ReportsTabs } from "@/components/admin/reports/reports-tabs";
import type { SearchParams } from "@/lib/foundation/list-params";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { loadTeamReports } from "@/lib/reports/load-reports";

export const metadata: Metadata = { title: "Team report" };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Reports → Team (view_reports): visits completed and revenue per crew-hour by employee. */
export default async function TeamReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "reports" });
  const params = await searchParams;
  const reports = await loadTeamReports(staff, { from: first(params.from), to: first(params.to) });
  return (
    <div className="grid gap-6">
      <PageHeader title="Reports" icon={Users} description={`The team's completed visits. Months in your business's time zone (${reports.timeZone}).`} />
      <ReportsTabs current="team" />
      <ReportRangeForm range={reports.range} />
      <EmployeeReport rows={reports.employees} range={reports.range} />
    </div>
  );
}
