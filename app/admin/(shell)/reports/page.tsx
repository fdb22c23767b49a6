import { BarChart3 } from "@/components/icons";
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { BarChart } from "@/components/admin/reports/bar-chart";
import { monthLabel } from "@/components/admin/reports/month-label";
import { AtRiskReport } from "@/components/admin/reports/at-risk-report";
import { LocationsReport } from "@/components/admin/reports/locations-report";
import { ReportCard } from "@/components/admin/reports/report-card";
import { ReportRangeForm, rangeText as rangeTextOf, reportCsvHref } from "@/components/admin/reports/report-range-form";
import { ReportsTabs } from "@/components/admin/reports/reports-tabs";
import { ServiceRevenueReport } from "@/components/admin/reports/service-revenue-report";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SearchParams } from "@/lib/foundation/list-params";
import { formatCents } from "@/lib/format/money";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { loadReports } from "@/lib/reports/load-reports";
import { locationsSideBySide } from "@/lib/reports/locations-side-by-side";

export const metadata: Metadata = { title: "Reports" };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Reports → Overview (view_reports): revenue by month and by service, receivables ageing, each with a chart, a table and CSV; the at-risk list. */
export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "reports" });
  const params = await searchParams;
  const reports = await loadReports(staff, { from: first(params.from), to: first(params.to) });
  const byLocation = await locationsSideBySide(staff, reports.range, reports.timeZone);
  const { range } = reports;
  const csv = (name: string) => reportCsvHref(name, range);
  const rangeText = rangeTextOf(range);
  const totalPaid = reports.revenue.reduce((sum, r) => sum + r.paidCents, 0);
  const totalOwed = reports.aging.reduce((sum, r) => sum + r.outstandingCents, 0);
  return (
    <div className="grid gap-6">
      <PageHeader title="Reports" icon={BarChart3} description={`Months in your business's time zone (${reports.timeZone}).`} />
      <ReportsTabs current="overview" />
      <ReportRangeForm range={range} />

      <ReportCard
        id="revenue"
        title="Revenue"
        description={`Payments received per month: ${formatCents(totalPaid)} from ${rangeText}. Invoiced: everything billed except drafts.`}
        csvHref={csv("revenue")}
        chart={
          <BarChart
            id="revenue"
            title="Payments received per month"
            description={`${formatCents(totalPaid)} received from ${rangeText}; the table below lists each month.`}
            bars={reports.revenue.map((r) => ({ label: monthLabel(r.month, true), value: r.paidCents }))}
            format={formatCents}
          />
        }
      >
        <Table aria-label="Revenue by month">
          <TableHeader>
            <TableRow>
              <TableHead>Month</TableHead>
              <TableHead className="text-right">Payments</TableHead>
              <TableHead className="text-right">Received</TableHead>
              <TableHead className="text-right">Invoiced</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reports.revenue.map((r) => (
              <TableRow key={r.month}>
                <TableCell>{monthLabel(r.month)}</TableCell>
                <TableCell className="text-right">{r.payments}</TableCell>
                <TableCell className="text-right">{formatCents(r.paidCents)}</TableCell>
                <TableCell className="text-right">{formatCents(r.invoicedCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ReportCard>

      {byLocation.length > 1 ? <LocationsReport rows={byLocation} rangeText={rangeText} csvHref={csv("locations")} /> : null}

      <ServiceRevenueReport rows={reports.byService} range={range} />

      <ReportCard
        id="aging"
        title="Outstanding invoices by age"
        description={`${formatCents(totalOwed)} owed on sent, unpaid invoices today (${reports.today}), by days past the due date.`}
        csvHref={csv("ar-aging")}
        chart={
          <BarChart
            id="aging"
            title="Outstanding amount by days past due"
            description={`${formatCents(totalOwed)} outstanding; the table below gives each age bucket.`}
            bars={reports.aging.map((r) => ({ label: r.bucket, value: r.outstandingCents }))}
            format={formatCents}
          />
        }
      >
        <Table aria-label="Outstanding invoices by age">
          <TableHeader>
            <TableRow>
              <TableHead>Days past due</TableHead>
              <TableHead className="text-right">Invoices</TableHead>
              <TableHead className="text-right">Outstanding</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reports.aging.map((r) => (
              <TableRow key={r.bucket}>
                <TableCell>{r.bucket}</TableCell>
                <TableCell className="text-right">{r.invoices}</TableCell>
                <TableCell className="text-right">{formatCents(r.outstandingCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ReportCard>

      <AtRiskReport customers={reports.atRisk} csvHref={csv("at-risk")} canMessage={staff.permissions.includes("send_messages")} />
    </div>
  );
}
