import { percentText, rangeText } from "@/components/admin/reports/report-range-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ReportRange } from "@/lib/reports/report-range";
import type { BookingFunnel, FunnelRow } from "@/lib/reports/report-views";

const STEPS = [
  { key: "priced", label: "Priced" },
  { key: "booked", label: "Booked" },
  { key: "paid", label: "Paid" },
] as const;

/** "newsletter / email / spring", or "Direct" for a visit that came with no campaign. */
export const sourceLabel = (row: Pick<FunnelRow, "source" | "medium" | "campaign">) => [row.source, row.medium, row.campaign].filter(Boolean).join(" / ") || "Direct";

const share = (count: number, visits: number) => `${count} (${percentText(visits > 0 ? count / visits : null)})`;

/** Reports → Booking funnel: visits of the booking page to priced, booked and paid, overall and by campaign, each step with its share of the visits. */
export function FunnelReport({ funnel, range }: { funnel: BookingFunnel; range: ReportRange }) {
  const { overall } = funnel;
  return (
    <Card aria-labelledby="funnel-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="funnel-heading">Booking funnel</h2>
        </CardTitle>
        <p className="mt-1 text-sm text-muted-foreground">
          Visits of your booking page from {rangeText(range)}, and how many of them were priced, booked and paid. Percentages are of the visits; a campaign is the link&apos;s utm_source / utm_medium / utm_campaign.
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ol aria-label="The funnel, all visits" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <li className="rounded-lg border p-3">
            <div className="text-sm text-muted-foreground">Visits</div>
            <div className="text-2xl font-semibold" data-testid="funnel-visits">
              {overall.visits}
            </div>
          </li>
          {STEPS.map((step) => (
            <li key={step.key} className="rounded-lg border p-3">
              <div className="text-sm text-muted-foreground">{step.label}</div>
              <div className="text-2xl font-semibold" data-testid={`funnel-${step.key}`}>
                {overall[step.key]}
              </div>
              <div className="text-xs text-muted-foreground">{percentText(overall.visits > 0 ? overall[step.key] / overall.visits : null)} of visits</div>
            </li>
          ))}
        </ol>
        {funnel.bySource.length === 0 ? (
          <p className="text-sm text-muted-foreground">No visits of your booking page in these months yet.</p>
        ) : (
          <div className="min-w-0">
            <Table aria-label="Booking funnel by campaign">
              <TableHeader>
                <TableRow>
                  <TableHead>Campaign</TableHead>
                  <TableHead className="text-right">Visits</TableHead>
                  {STEPS.map((step) => (
                    <TableHead key={step.key} className="text-right">
                      {step.label}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {funnel.bySource.map((row) => (
                  <TableRow key={sourceLabel(row) + JSON.stringify([row.source, row.medium, row.campaign])}>
                    <TableCell className="font-medium">{sourceLabel(row)}</TableCell>
                    <TableCell className="text-right">{row.visits}</TableCell>
                    {STEPS.map((step) => (
                      <TableCell key={step.key} className="text-right whitespace-nowrap">
                        {share(row[step.key], row.visits)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
