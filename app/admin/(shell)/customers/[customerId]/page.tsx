import { ArrowLeft, Home, Pencil, Plus, User } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ActivityTimeline } from "@/components/admin/customers/activity-timeline";
import { ArchiveCustomerButton } from "@/components/admin/customers/archive-customer-button";
import { CustomerStatusBadge } from "@/components/admin/customers/customer-badges";
import { CustomerFormTrigger } from "@/components/admin/customers/customer-form-trigger";
import { PortalAccessCard } from "@/components/admin/customers/portal-access-card";
import { PropertyDialogTrigger } from "@/components/admin/customers/property-dialog-trigger";
import { ViewPortalButton } from "@/components/admin/customers/view-portal-button";
import { RemovePropertyButton } from "@/components/admin/customers/remove-property-button";
import { StatementRangeForm } from "@/components/statements/statement-range-form";
import { PageHeader } from "@/components/admin/page-header";
import { VisitRecordCard } from "@/components/admin/schedule/visit-record-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { loadCustomerPage } from "@/lib/admin/page-loaders/customer-page";
import { isUuid } from "@/lib/foundation/is-uuid";
import { formatCents } from "@/lib/format/money";
import { describeCard } from "@/lib/money/autopay/autopay-policy";
import { formatListDate, toDateOnly } from "@/lib/format/dates";
import { canOpenSection, hasAnyPermission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { defaultStatementRange } from "@/lib/money/statements/statement-range";

export const metadata: Metadata = { title: "Customer" };


function Fact({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** /admin/customers/{id}: profile, properties, balance, portal access (invite, preview) and the activity timeline (needs manage_customers). */
export default async function AdminCustomerPage({ params }: { params: Promise<{ customerId: string }> }) {
  const staff = await requireStaff({ section: "customers" });
  const { customerId } = await params;
  if (!isUuid(customerId)) notFound();
  const loaded = await loadCustomerPage(staff, customerId);
  if (!loaded) notFound();
  const { profile, customer, properties, activity, autopay, visits, locations } = loaded;
  const location = locations.length > 1 ? locations.find((l) => l.id === customer.locationId) : undefined;
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const archived = customer.archivedAt !== null;
  const initial = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email ?? "",
    phone: customer.phone ?? "",
    address: customer.address ?? "",
    city: customer.city ?? "",
    state: customer.state ?? "",
    zip: customer.zip ?? "",
    servicePlan: customer.servicePlan,
    status: customer.status as "active" | "inactive" | "lead",
    tags: customer.tags.join(", "),
    notes: customer.notes ?? "",
    locationId: customer.locationId,
  };

  return (
    <div className="grid gap-6">
      <Link href="/admin/customers" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All customers
      </Link>
      <PageHeader
        title={name}
        icon={User}
        description={archived ? `Archived ${formatListDate(customer.archivedAt, profile.timezone)}` : `Customer since ${formatListDate(customer.createdAt, profile.timezone)}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <CustomerFormTrigger
              customerId={customer.id}
              initial={initial}
              locations={locations}
              trigger={
                <Button variant="outline">
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
              }
            />
            <ViewPortalButton customerId={customer.id} disabled={archived} />
            <ArchiveCustomerButton customerId={customer.id} name={name} archived={archived} />
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>
              <h2>Profile</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label="Email">{customer.email ?? "—"}</Fact>
              <Fact label="Phone">{customer.phone ?? "—"}</Fact>
              <Fact label="Billing address">{[customer.address, customer.city, customer.state, customer.zip].filter(Boolean).join(", ") || "—"}</Fact>
              <Fact label="Status">
                <CustomerStatusBadge status={customer.status} archived={archived} />
              </Fact>
              <Fact label="Service plan">{customer.servicePlan}</Fact>
              {location ? <Fact label="Location">{location.name}</Fact> : null}
              <Fact label="Last service">{customer.lastServiceDate ? formatListDate(customer.lastServiceDate, profile.timezone) : "—"}</Fact>
              <Fact label="Outstanding balance">
                <span className="text-base font-semibold tabular-nums">{formatCents(customer.outstandingBalanceCents)}</span>
              </Fact>
              <Fact label="Autopay">
                <span data-testid="customer-autopay">
                  {autopay.card ? (autopay.autopayEnabled ? `On · ${describeCard(autopay.card)}` : `Off · card saved (${describeCard(autopay.card)})`) : "Off · no saved card"}
                </span>
              </Fact>
              <Fact label="Tags">
                {customer.tags.length ? (
                  <span className="flex flex-wrap gap-1">
                    {customer.tags.map((tag) => (
                      <Badge key={tag} variant="secondary">
                        {tag}
                      </Badge>
                    ))}
                  </span>
                ) : (
                  "—"
                )}
              </Fact>
              <Fact label="Notes" className="sm:col-span-2">
                <span className="whitespace-pre-wrap">{customer.notes ?? "—"}</span>
              </Fact>
            </dl>
          </CardContent>
        </Card>
        <PortalAccessCard
          customerId={customer.id}
          status={customer.portalAccessStatus}
          email={customer.email}
          archived={archived}
          lastLogin={customer.lastLogin}
          invitationSentAt={customer.invitationSentAt}
          invitationExpiresAt={customer.invitationExpiresAt}
          timeZone={profile.timezone}
        />
      </div>
      {hasAnyPermission(staff.permissions, ["view_billing"]) ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Statement</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-sm text-muted-foreground">Opening balance, every invoice, payment, refund, credit and void in the range, and the closing balance, as a PDF.</p>
            <StatementRangeForm action={`/api/admin/customers/${customer.id}/statement`} initial={defaultStatementRange(toDateOnly(new Date(), profile.timezone)!)} />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>
            <h2>Properties</h2>
          </CardTitle>
          <PropertyDialogTrigger
            customerId={customer.id}
            trigger={
              <Button size="sm">
                <Plus className="size-4" aria-hidden="true" />
                Add property
              </Button>
            }
          />
        </CardHeader>
        <CardContent>
          {properties.length === 0 ? (
            <p className="text-sm text-muted-foreground">No service addresses yet. Add one so crews know where to go and how to get in.</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" aria-label="Properties">
              {properties.map((property) => (
                <li key={property.id} className="rounded-lg border p-4">
                  <div className="flex items-start justify-between gap-2">
                    <div className="flex items-center gap-2">
                      <Home className="size-4 text-muted-foreground" aria-hidden="true" />
                      <h3 className="font-medium">{property.label}</h3>
                      {property.isPrimary ? <Badge variant="secondary">Primary</Badge> : null}
                    </div>
                    <div className="flex gap-1">
                      <PropertyDialogTrigger customerId={customer.id} property={property} trigger={<Button variant="ghost" size="sm" aria-label={`Edit property ${property.label}`}>Edit</Button>} />
                      <RemovePropertyButton customerId={customer.id} propertyId={property.id} label={property.label} />
                    </div>
                  </div>
                  <p className="mt-1 text-sm">{[property.address, property.city, property.state, property.zip].filter(Boolean).join(", ")}</p>
                  <dl className="mt-3 grid gap-2 text-sm">
                    {property.gateCode ? <Fact label="Gate code">{property.gateCode}</Fact> : null}
                    {property.pets ? <Fact label="Pets">{property.pets}</Fact> : null}
                    {property.hazards ? <Fact label="Hazards">{property.hazards}</Fact> : null}
                    {property.accessNotes ? <Fact label="Access notes">{property.accessNotes}</Fact> : null}
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Recent visits</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {visits.length === 0 ? (
            <p className="text-sm text-muted-foreground">No visits yet. Completed visits appear here with the crew&apos;s photos and notes.</p>
          ) : (
            <ol className="grid gap-3" aria-label="Recent visits">
              {visits.map((record) => (
                <li key={record.visit.id}>
                  <VisitRecordCard record={record} showTitle linkToVisit={canOpenSection(staff.permissions, "schedule")} />
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <ActivityTimeline activity={activity} timeZone={profile.timezone} />
    </div>
  );
}
