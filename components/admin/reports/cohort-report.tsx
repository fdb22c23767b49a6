import { BarChart } from "@/components/admin/reports/bar-chart";
import { monthLabel } from "@/components/admin/reports/month-label";
import { ReportCard } from "@/components/admin/reports/report-card";
import { reportCsvHref } from "@/components/admin/reports/report-range-form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ReportRange } from "@/lib/reports/report-range";
import type { RetentionCohort } from "@/lib/reports/report-views";

const pct = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/** The average share of a cohort still active N months after its start, over the cohorts old enough to say. */
function averageRetention(cohorts: RetentionCohort[]): Array<{ offset: number; rate: number }> {
  const longest = Math.max(0, ...cohorts.map((c) => c.active.length));
  return Array.from({ length: longest }, (_, offset) => {
    const old = cohorts.filter((c) => c.active.length > offset);
    const customers = old.reduce((n, c) => n + c.customers, 0);
    return { offset, rate: customers > 0 ? old.reduce((n, c) => n + c.active[offset], 0) / customers : 0 };
  });
}

/** Retention by start-month cohort: the triangle (count and share active each month since the start) and its average curve. */
export function CohortReport({ cohorts, range }: { cohorts: RetentionCohort[]; range: ReportRange }) {
  const curve = averageRetention(cohorts);
  const columns = curve.map((c) => c.offset);
  return (
    <ReportCard
      id="cohorts"
      title="Retention by start-month cohort"
      description="Customers grouped by the month their first recurring job started; each column is a month since the start, each cell how many of the cohort had a completed visit or were billed that month."
      csvHref={reportCsvHref("cohorts", range)}
      chart={
        <BarChart
          id="cohorts"
          title="Share of customers still active by months since their start"
          description={`Average over ${cohorts.length} cohorts; the table below gives every cohort's months.`}
          bars={curve.map((c) => ({ label: `M${c.offset}`, value: Math.round(c.rate * 1000) / 10 }))}
          format={(n) => `${n}%`}
        />
      }
    >
      {cohorts.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">No recurring job started in this range.</p>
      ) : (
        <Table aria-label="Retention by start-month cohort">
          <TableHeader>
            <TableRow>
              <TableHead>Cohort</TableHead>
              <TableHead className="text-right">Customers</TableHead>
              {columns.map((offset) => (
                <TableHead key={offset} className="text-right" title={`${offset} months after the start`}>
                  M{offset}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {cohorts.map((c) => (
              <TableRow key={c.cohort} data-testid="cohort-row">
                <TableCell className="whitespace-nowrap">{monthLabel(c.cohort)}</TableCell>
                <TableCell className="text-right">{c.customers}</TableCell>
                {columns.map((offset) => (
                  <TableCell key={offset} className="whitespace-nowrap text-right">
                    {offset < c.active.length ? (
                      <>
                        {pct(c.active[offset], c.customers)} <span className="text-xs text-muted-foreground">({c.active[offset]})</span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true">·</span>
                        <span className="sr-only">not yet</span>
                      </>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}
