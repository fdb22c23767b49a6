import { Badge } from "@/components/ui/badge";
import { jobStatusDisplay } from "@/lib/status";

/** Spec §4's job status label and colour (skipped is neutral). */
export function VisitStatusBadge({ status }: { status: string }) {
  const display = jobStatusDisplay(status);
  return <Badge className={display.className}>{display.label}</Badge>;
}
