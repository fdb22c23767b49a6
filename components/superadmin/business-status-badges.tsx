import { Badge } from "@/components/ui/badge";

/** A business's state at a glance: suspended (red) and whether its portal is on. */
export function BusinessStatusBadges({ portalEnabled, suspended }: { portalEnabled: boolean; suspended: boolean }) {
  return (
    <span className="flex flex-wrap gap-1">
      {suspended ? <Badge className="bg-red-100 text-red-800">Suspended</Badge> : null}
      <Badge className={portalEnabled ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-800"}>
        {portalEnabled ? "Portal enabled" : "Portal disabled"}
      </Badge>
    </span>
  );
}
