import { Download } from "@/components/icons";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** One report: heading, CSV export link, the chart and its table alternative. */
export function ReportCard({ id, title, description, csvHref, chart, children }: {
  id: string;
  title: string;
  description: string;
  csvHref: string;
  chart: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-heading`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>
            <h2 id={`${id}-heading`}>{title}</h2>
          </CardTitle>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
        <a href={csvHref} download className="inline-flex h-9 items-center gap-1 rounded-md border bg-white px-3 text-sm font-medium hover:bg-accent">
          <Download className="size-4" aria-hidden="true" /> Export CSV
        </a>
      </CardHeader>
      <CardContent className="grid gap-4">
        {chart}
        <div className="min-w-0">{children}</div>
      </CardContent>
    </Card>
  );
}
