import { Badge } from "@/components/ui/badge";
import { PORTAL_ACCESS_LABELS, type PortalFilter } from "@/lib/customers/customer-list-spec";

const PORTAL_CLASS: Record<PortalFilter, string> = {
  none: "bg-slate-100 text-slate-800",
  invited: "bg-yellow-100 text-yellow-900",
  active: "bg-green-100 text-green-900",
  disabled: "bg-red-100 text-red-900",
};
const STATUS_CLASS: Record<string, string> = {
  active: "bg-green-100 text-green-900",
  inactive: "bg-slate-100 text-slate-800",
  lead: "bg-blue-100 text-blue-900",
  archived: "bg-slate-200 text-slate-900",
};

export function PortalAccessBadge({ status }: { status: string }) {
  const known = status in PORTAL_ACCESS_LABELS ? (status as PortalFilter) : "none";
  return <Badge className={PORTAL_CLASS[known]}>{PORTAL_ACCESS_LABELS[known]}</Badge>;
}

export function CustomerStatusBadge({ status, archived }: { status: string; archived: boolean }) {
  const key = archived ? "archived" : status;
  return <Badge className={STATUS_CLASS[key] ?? STATUS_CLASS.inactive}>{key[0].toUpperCase() + key.slice(1)}</Badge>;
}
