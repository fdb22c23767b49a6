import { BarChart } from "@/components/admin/reports/bar-chart";
import { ReportCard } from "@/components/admin/reports/report-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "@/lib/format/money";
import type { LocationFigures } from "@/lib/reports/locations-side-by-side";

/** Reports → Overview, for a business with branches (issue 38 item 4): each location side by side. */
export function LocationsReport({ rows, rangeText, csvHref }: { rows: LocationFigures[]; rangeText: string; csvHref: string }) {
  return (
    <ReportCard
      id="locations"
      title="By location"
      description={`Each location side by side: payments received and visits completed from ${rangeText}; active customers and what is owed today.`}
      csvHref={csvHref}
      chart={
        <BarChart
          id="locations"
          title="Payments received per location"
          description={`Payments received from ${rangeText} per location; the table below gives every figure.`}
          bars={rows.map((r) => ({ label: r.name, value: r.receivedCents }))}
          format={formatCents}
        />
      }
    >
      <Table aria-label="Figures by location">
        <TableHeader>
          <TableRow>
            <TableHead>Location</TableHead>
            <TableHead className="text-right">Active customers</TableHead>
            <TableHead className="text-right">Visits completed</TableHead>
            <TableHead className="text-right">Received</TableHead>
            <TableHead className="text-right">Outstanding</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.locationId} data-testid="location-figures">
              <TableCell>
                {r.name}
                {r.isDefault ? <span className="ml-2 text-xs text-muted-foreground">(default)</span> : null}
              </TableCell>
              <TableCell className="text-right">{r.activeCustomers}</TableCell>
              <TableCell className="text-right">{r.completedVisits}</TableCell>
              <TableCell className="text-right">{formatCents(r.receivedCents)}</TableCell>
              <TableCell className="text-right">{formatCents(r.outstandingCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ReportCard>
  );
}
