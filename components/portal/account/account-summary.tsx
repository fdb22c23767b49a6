import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatListDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import type { PortalCustomer } from "@/lib/customers/customer-views";
import { capitalizeStatus } from "@/lib/status/tones";

type Summary = { memberSince: string | null; lastServiceDate: string | null };

/** Account Summary: status and plan are display-only (spec §6). */
export function AccountSummary({ customer, summary, timeZone }: { customer: PortalCustomer; summary: Summary; timeZone?: string }) {
  const rows: Array<[string, string]> = [
    ["Account Status", customer.status ? capitalizeStatus(customer.status) : "Active"],
    ["Service Plan", customer.servicePlan || "Standard Plan"],
    ["Outstanding Balance", formatCents(customer.outstandingBalanceCents)],
    ["Member Since", summary.memberSince ? formatListDate(summary.memberSince, timeZone) : "—"],
    ["Last Service", summary.lastServiceDate ? formatListDate(summary.lastServiceDate) : "—"],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 border-b pb-2 last:border-0">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
