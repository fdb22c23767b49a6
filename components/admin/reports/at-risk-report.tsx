import Link from "next/link";
import { BarChart } from "@/components/admin/reports/bar-chart";
import { CheckInButton } from "@/components/admin/reports/check-in-button";
import { ReportCard } from "@/components/admin/reports/report-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "@/lib/format/money";
import type { AtRiskCustomer } from "@/lib/reports/report-views";

/** The at-risk list: recurring customers with a skipped visit, a pause, a low rating or an overdue invoice, why, and a one-click check-in. */
export function AtRiskReport({ customers, csvHref, canMessage }: { customers: AtRiskCustomer[]; csvHref: string; canMessage: boolean }) {
  const count = (test: (c: AtRiskCustomer) => boolean) => customers.filter(test).length;
  const bars = [
    { label: "Skipped visit", value: count((c) => c.skippedVisits > 0) },
    { label: "Paused", value: count((c) => c.paused) },
    { label: "Low rating", value: count((c) => c.lowRating !== null) },
    { label: "Overdue invoice", value: count((c) => c.overdueInvoices > 0) },
  ];
  return (
    <ReportCard
      id="at-risk"
      title="Customers at risk"
      description="Recurring customers with a visit skipped in the last 60 days, a paused subscription, a rating of 2 stars or fewer in the last 60 days, or an overdue invoice. Most warning signs first."
      csvHref={csvHref}
      chart={
        <BarChart
          id="at-risk"
          title="At-risk customers by warning sign"
          description={`${customers.length} customers at risk; the table below lists each with the reasons.`}
          bars={bars}
          format={(n) => `${n} customers`}
        />
      }
    >
      {customers.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">No recurring customer shows a warning sign right now.</p>
      ) : (
        <Table aria-label="Customers at risk">
          <TableHeader>
            <TableRow>
              <TableHead>Customer</TableHead>
              <TableHead>Why</TableHead>
              <TableHead className="text-right">Overdue</TableHead>
              <TableHead className="text-right">Check in</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {customers.map((c) => (
              <TableRow key={c.customerId} data-testid="at-risk-row">
                <TableCell>
                  <Link href={`/admin/customers/${c.customerId}`} className="font-medium underline-offset-4 hover:underline">
                    {c.name}
                  </Link>
                </TableCell>
                <TableCell>{c.reasons.join(" · ")}</TableCell>
                <TableCell className="text-right">{c.overdueCents > 0 ? formatCents(c.overdueCents) : "—"}</TableCell>
                <TableCell className="text-right">
                  <CheckInButton customerId={c.customerId} name={c.name} disabled={!canMessage} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}
