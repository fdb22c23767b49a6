import { Badge } from "@/components/ui/badge";
import type { StatusDisplay } from "@/lib/status/tones";
import { cn } from "@/lib/utils";

/** A status pill with the §4 label and colour of `display` (see lib/status). */
export function StatusBadge({ display, className }: { display: StatusDisplay; className?: string }) {
  return (
    <Badge variant="outline" className={cn(display.className, className)} data-tone={display.tone}>
      {display.label}
    </Badge>
  );
}
