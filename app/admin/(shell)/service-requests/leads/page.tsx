import { ArrowLeft, UserCheck } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { FollowUpLeadButton } from "@/components/admin/bookings/follow-up-lead-button";
import { EmptyState } from "@/components/admin/empty-state";
import { PageHeader } from "@/components/admin/page-header";
import { SectionTabs } from "@/components/admin/section-tabs";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { loadLeadsPage } from "@/lib/admin/page-loaders/leads-page";
import { LEAD_FILTERS, type LeadFilter } from "@/lib/booking/leads/lead-schema";
import type { LeadListRow } from "@/lib/booking/leads/list-booking-leads";
import { FREQUENCY_LABELS, type BookingFrequency } from "@/lib/booking/pricing/frequencies";
import { formatClockTime } from "@/lib/format/clock-time";
import { formatListDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import type { SearchParams } from "@/lib/foundation/list-params";
import { hasAnyPermission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Leads" };

const FILTER_TABS = [
  { key: "all", label: "All", href: "/admin/service-requests/leads" },
  { key: "abandoned", label: "Abandoned", href: "/admin/service-requests/leads?filter=abandoned" },
  { key: "out_of_area", label: "Out of area", href: "/admin/service-requests/leads?filter=out_of_area" },
] as const satisfies ReadonlyArray<{ key: LeadFilter; label: string; href: string }>;

const ABANDONED_AT: Record<string, string> = { visited: "Visit", priced: "Priced", contact: "Contact details", checkout: "Checkout" };

const EMPTY: Record<LeadFilter, { title: string; body: string }> = {
  all: { title: "No leads yet", body: "Visitors of your booking page who leave an email or phone, or ask for an address outside your service areas, appear here." },
  abandoned: { title: "No abandoned bookings", body: "Everyone who left their contact details went on to book." },
  out_of_area: { title: "No one outside your areas", body: "Visitors whose ZIP code none of your locations serve appear here." },
};

function whereTheyStopped(lead: LeadListRow) {
  if (lead.bookingId || lead.step === "booked" || lead.step === "paid") {
    return lead.bookingJobId ? (
      <Link className="font-medium underline underline-offset-4" href={`/admin/schedule/jobs/${lead.bookingJobId}`}>
        Booked{lead.step === "paid" ? " and paid" : ""}
      </Link>
    ) : (
      <Badge variant="secondary">Booked</Badge>
    );
  }
  if (lead.outOfArea) return <Badge variant="outline">Out of area{lead.zip ? ` (${lead.zip})` : ""}</Badge>;
  return <Badge>Abandoned at: {ABANDONED_AT[lead.step] ?? lead.step}</Badge>;
}

/**
 * /admin/service-requests/leads (issue 39 item 6): visitors of /book who left an email or phone,
 * or asked outside every service area — where they stopped, what they priced, the campaign —
 * newest first, each followed up with one click.
 */
export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "service_requests" });
  const asked = (await searchParams).filter;
  const filter: LeadFilter = (LEAD_FILTERS as readonly unknown[]).includes(asked) ? (asked as LeadFilter) : "all";
  const { leads, timeZone } = await loadLeadsPage(staff, filter);
  const canFollowUp = hasAnyPermission(staff.permissions, ["manage_schedule"]);
  return (
    <div className="grid gap-6">
      <Link href="/admin/service-requests" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Service requests
      </Link>
      <PageHeader
        title="Leads"
        icon={UserCheck}
        description="Visitors of your booking page who left their contact details without booking, or who are outside your service areas. Follow up with one click: they get a short email from you with a link back to your booking page."
      />
      <SectionTabs label="Which leads" tabs={FILTER_TABS} current={filter} className="overflow-x-auto" />
      {leads.length === 0 ? (
        <EmptyState icon={UserCheck} title={EMPTY[filter].title} body={EMPTY[filter].body} />
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-white">
          <Table aria-label="Leads">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Service</TableHead>
                <TableHead>Price shown</TableHead>
                <TableHead>Where they stopped</TableHead>
                <TableHead>Campaign</TableHead>
                <TableHead>When</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {leads.map((lead) => {
                const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email || lead.phone || "Visitor";
                const booked = lead.bookingId !== null || lead.step === "booked" || lead.step === "paid";
                return (
                  <TableRow key={lead.id} data-testid="lead-row">
                    <TableCell>
                      <div className="font-medium">{name}</div>
                      {lead.email ? (
                        <a className="block text-xs underline-offset-4 hover:underline" href={`mailto:${lead.email}`}>
                          {lead.email}
                        </a>
                      ) : null}
                      {lead.phone ? (
                        <a className="block text-xs underline-offset-4 hover:underline" href={`tel:${lead.phone}`}>
                          {lead.phone}
                        </a>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {lead.serviceName ?? "—"}
                      {lead.frequency ? <div className="text-xs text-muted-foreground">{FREQUENCY_LABELS[lead.frequency as BookingFrequency] ?? lead.frequency}</div> : null}
                    </TableCell>
                    <TableCell>{lead.quotedCents !== null ? `${formatCents(lead.quotedCents)} a visit` : "—"}</TableCell>
                    <TableCell>{whereTheyStopped(lead)}</TableCell>
                    <TableCell className="text-xs">{[lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" / ") || "Direct"}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatListDate(lead.updatedAt, timeZone)}
                      <div className="text-xs text-muted-foreground">{formatClockTime(lead.updatedAt, timeZone)}</div>
                      {lead.followedUpAt ? <div className="text-xs text-muted-foreground">Followed up {formatListDate(lead.followedUpAt, timeZone)}</div> : null}
                    </TableCell>
                    <TableCell className="text-right">
                      {canFollowUp && !booked ? <FollowUpLeadButton leadId={lead.id} who={name} disabledReason={lead.email ? null : "No email to follow up"} /> : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
