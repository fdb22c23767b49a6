import { Workflow } from "@/components/icons";
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { FunnelReport } from "@/components/admin/reports/funnel-report";
import { ReportRangeForm } from "@/components/admin/reports/report-range-form";
import { ReportsTabs } from "@/components/admin/reports/reports-tabs";
import type { SearchParams } from "@/lib/foundation/list-params";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { loadFunnelReports } from "@/lib/reports/load-reports";

export const metadata: Metadata = { title: "Booking funnel" };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Reports → Booking funnel (view_reports; issue 39 item 6): visits of /book to priced, booked and paid, by campaign. */
export default async function FunnelReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "reports" });
  const params = await searchParams;
  const reports = await loadFunnelReports(staff, { from: first(params.from), to: first(params.to) });
  return (
    <div className="grid gap-6">
      <PageHeader title="Reports" icon={Workflow} description={`Online booking, visit to payment. Months in your business's time zone (${reports.timeZone}).`} />
      <ReportsTabs current="funnel" />
      <ReportRangeForm range={reports.range} />
      <FunnelReport funnel={reports.funnel} range={reports.range} />
    </div>
  );
}
