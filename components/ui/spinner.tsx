import { Loader2 } from "@/components/icons";
import { cn } from "@/lib/utils";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return <Loader2 className={cn("ui-spinner animate-spin", className)} aria-label={label ?? "Loading"} role="img" />;
}
