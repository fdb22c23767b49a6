import { monthLabel } from "@/components/admin/reports/month-label";
import { Button } from "@/components/ui/button";
import type { ReportRange } from "@/lib/reports/report-range";

/** The reports' date range: two month inputs submitted as `?from&to` (a plain GET form, no client JavaScript). */
export function ReportRangeForm({ range }: { range: ReportRange }) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border bg-white p-4" aria-label="Date range">
      <label className="grid gap-1 text-sm">
        From
        <input type="month" name="from" defaultValue={range.from} className="h-9 rounded-md border px-2" />
      </label>
      <label className="grid gap-1 text-sm">
        To
        <input type="month" name="to" defaultValue={range.to} className="h-9 rounded-md border px-2" />
      </label>
      <Button type="submit">Show</Button>
      <p className="text-sm text-muted-foreground">
        {monthLabel(range.from)} to {monthLabel(range.to)} · at most 36 months
      </p>
    </form>
  );
}

/** The CSV link of one report for the range shown. */
export const reportCsvHref = (name: string, range: ReportRange) => `/api/admin/reports/${name}?from=${range.from}&to=${range.to}`;
export const rangeText = (range: ReportRange) => `${monthLabel(range.from)} to ${monthLabel(range.to)}`;
export const percentText = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(1)}%`);
