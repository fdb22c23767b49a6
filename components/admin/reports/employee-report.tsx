import { BarChart } from "@/components/admin/reports/bar-chart";
import { ReportCard } from "@/components/admin/reports/report-card";
import { rangeText, reportCsvHref } from "@/components/admin/reports/report-range-form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "@/lib/format/money";
import type { ReportRange } from "@/lib/reports/report-range";
import type { EmployeeProductivity } from "@/lib/reports/report-views";

const hours = (seconds: number) => `${(seconds / 3600).toFixed(1)} h`;
const tooShort = (count: number) => `${count} ${count === 1 ? "visit" : "visits"} too short to time`;

/** By employee: visits completed, revenue, hours on site and revenue per crew-hour. */
export function EmployeeReport({ rows, range }: { rows: EmployeeProductivity[]; range: ReportRange }) {
  return (
    <ReportCard
      id="employees"
      title="Visits and revenue per crew-hour"
      description="Completed visits by the employee assigned, valued at the job's price. Time on site runs from Start to Complete; revenue per crew-hour counts only visits with both, at least 5 minutes apart — shorter ones are counted apart."
      csvHref={reportCsvHref("employees", range)}
      chart={
        <BarChart
          id="employees"
          title="Revenue per crew-hour by employee"
          description={`Revenue per hour on site from ${rangeText(range)}; the table below gives visits, revenue and hours.`}
          bars={rows.map((r) => ({ label: r.name, value: r.revenuePerHourCents ?? 0 }))}
          format={formatCents}
        />
      }
    >
      {rows.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">No visit was completed in this range.</p>
      ) : (
        <Table aria-label="Visits and revenue per crew-hour by employee">
          <TableHeader>
            <TableRow>
              <TableHead>Employee</TableHead>
              <TableHead className="text-right">Visits completed</TableHead>
              <TableHead className="text-right">Revenue</TableHead>
              <TableHead className="text-right">Time on site</TableHead>
              <TableHead className="text-right">Per crew-hour</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.memberId ?? "unassigned"} data-testid="employee-row">
                <TableCell>{r.name}</TableCell>
                <TableCell className="text-right">{r.visits}</TableCell>
                <TableCell className="text-right">{formatCents(r.revenueCents)}</TableCell>
                <TableCell className="text-right">
                  {hours(r.secondsOnSite)}
                  {r.tooShortToTime > 0 ? <span className="block text-xs text-muted-foreground" data-testid="too-short">{tooShort(r.tooShortToTime)}</span> : null}
                </TableCell>
                <TableCell className="text-right">{r.revenuePerHourCents === null ? "—" : formatCents(r.revenuePerHourCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}
