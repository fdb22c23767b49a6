import { BarChart } from "@/components/admin/reports/bar-chart";
import { ReportCard } from "@/components/admin/reports/report-card";
import { rangeText, reportCsvHref } from "@/components/admin/reports/report-range-form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "@/lib/format/money";
import type { ReportRange } from "@/lib/reports/report-range";
import type { ServiceRevenue } from "@/lib/reports/report-views";

/** Revenue by service: completed visits valued at the job's price (invoice lines name no service). */
export function ServiceRevenueReport({ rows, range }: { rows: ServiceRevenue[]; range: ReportRange }) {
  const total = rows.reduce((sum, r) => sum + r.revenueCents, 0);
  return (
    <ReportCard
      id="services"
      title="Revenue by service"
      description={`${formatCents(total)} of completed visits from ${rangeText(range)}, each valued at its job's price (else the service's).`}
      csvHref={reportCsvHref("services", range)}
      chart={
        <BarChart
          id="services"
          title="Revenue of completed visits by service"
          description={`${formatCents(total)} in total; the table below lists each service with its visits.`}
          bars={rows.map((r) => ({ label: r.name, value: r.revenueCents }))}
          format={formatCents}
        />
      }
    >
      {rows.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">No visit was completed in this range.</p>
      ) : (
        <Table aria-label="Revenue by service">
          <TableHeader>
            <TableRow>
              <TableHead>Service</TableHead>
              <TableHead className="text-right">Visits completed</TableHead>
              <TableHead className="text-right">Revenue</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.serviceId ?? "none"}>
                <TableCell>{r.name}</TableCell>
                <TableCell className="text-right">{r.visits}</TableCell>
                <TableCell className="text-right">{formatCents(r.revenueCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}
