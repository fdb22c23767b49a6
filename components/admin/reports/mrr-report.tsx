import { BarChart } from "@/components/admin/reports/bar-chart";
import { monthLabel } from "@/components/admin/reports/month-label";
import { ReportCard } from "@/components/admin/reports/report-card";
import { rangeText, reportCsvHref } from "@/components/admin/reports/report-range-form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "@/lib/format/money";
import type { ReportRange } from "@/lib/reports/report-range";
import type { MrrReport as Mrr } from "@/lib/reports/report-views";

const jobs = (n: number) => (n === 1 ? "1 recurring job" : `${n} recurring jobs`);

/** Monthly recurring revenue: today's figure (paused and out-of-season jobs apart) and each month of the range. */
export function MrrReport({ mrr, range }: { mrr: Mrr; range: ReportRange }) {
  return (
    <ReportCard
      id="mrr"
      title="Monthly recurring revenue"
      description="What running recurring jobs bill in an average month: price per visit × visits per month (weekly ×52/12, every 2 weeks ×26/12, monthly ×1). A job counts in every month it runs; a seasonal job only in the months of its season."
      csvHref={reportCsvHref("mrr", range)}
      chart={
        <div className="grid gap-4">
          <dl className="grid gap-3 sm:grid-cols-3">
            <div className="rounded-lg border p-3">
              <dt className="text-sm text-muted-foreground">MRR today</dt>
              <dd className="text-2xl font-bold" data-testid="mrr-current">
                {formatCents(mrr.currentCents)}
              </dd>
              <dd className="text-sm text-muted-foreground">{jobs(mrr.activeSeries)}</dd>
            </div>
            <div className="rounded-lg border p-3">
              <dt className="text-sm text-muted-foreground">Paused today</dt>
              <dd className="text-2xl font-bold" data-testid="mrr-paused">
                {formatCents(mrr.pausedCents)}
              </dd>
              <dd className="text-sm text-muted-foreground">{jobs(mrr.pausedSeries)}, not in MRR today</dd>
            </div>
            <div className="rounded-lg border p-3">
              <dt className="text-sm text-muted-foreground">Out of season today</dt>
              <dd className="text-2xl font-bold" data-testid="mrr-out-of-season">
                {formatCents(mrr.outOfSeasonCents)}
              </dd>
              <dd className="text-sm text-muted-foreground">{jobs(mrr.outOfSeasonSeries)}, back in MRR when their season starts</dd>
            </div>
          </dl>
          <BarChart
            id="mrr"
            title="Monthly recurring revenue per month"
            description={`MRR from ${rangeText(range)}; the table below lists each month with its number of recurring jobs.`}
            bars={mrr.months.map((r) => ({ label: monthLabel(r.month, true), value: r.mrrCents }))}
            format={formatCents}
          />
        </div>
      }
    >
      <Table aria-label="Monthly recurring revenue by month">
        <TableHeader>
          <TableRow>
            <TableHead>Month</TableHead>
            <TableHead className="text-right">Recurring jobs</TableHead>
            <TableHead className="text-right">MRR</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {mrr.months.map((r) => (
            <TableRow key={r.month}>
              <TableCell>{monthLabel(r.month)}</TableCell>
              <TableCell className="text-right">{r.series}</TableCell>
              <TableCell className="text-right">{formatCents(r.mrrCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ReportCard>
  );
}
