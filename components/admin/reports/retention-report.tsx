import { BarChart } from "@/components/admin/reports/bar-chart";
import { monthLabel } from "@/components/admin/reports/month-label";
import { ReportCard } from "@/components/admin/reports/report-card";
import { percentText, rangeText, reportCsvHref } from "@/components/admin/reports/report-range-form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ReportRange } from "@/lib/reports/report-range";
import type { RetentionMonth } from "@/lib/reports/report-views";

/** Retention by month: active, new and churned customers and the monthly churn rate. */
export function RetentionReport({ rows, range }: { rows: RetentionMonth[]; range: ReportRange }) {
  return (
    <ReportCard
      id="retention"
      title="Retention"
      description="Active customers were billed in the month; churned ones were billed the month before but not this month. Churn rate: churned over last month's active customers."
      csvHref={reportCsvHref("retention", range)}
      chart={
        <BarChart
          id="retention"
          title="Active customers per month"
          description={`Active customers from ${rangeText(range)}; the table below gives new and churned customers and the churn rate.`}
          bars={rows.map((r) => ({ label: monthLabel(r.month, true), value: r.active }))}
          format={(n) => `${n} active`}
        />
      }
    >
      <Table aria-label="Retention by month">
        <TableHeader>
          <TableRow>
            <TableHead>Month</TableHead>
            <TableHead className="text-right">Active</TableHead>
            <TableHead className="text-right">New</TableHead>
            <TableHead className="text-right">Churned</TableHead>
            <TableHead className="text-right">Churn rate</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.month}>
              <TableCell>{monthLabel(r.month)}</TableCell>
              <TableCell className="text-right">{r.active}</TableCell>
              <TableCell className="text-right">{r.new}</TableCell>
              <TableCell className="text-right">{r.churned}</TableCell>
              <TableCell className="text-right">{percentText(r.churnRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ReportCard>
  );
}
