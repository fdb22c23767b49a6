import { Wrench } from "@/components/icons";
import type { Metadata } from "next";
import { EmptyState } from "@/components/admin/empty-state";
import { PageHeader } from "@/components/admin/page-header";
import { ServiceFormDialog } from "@/components/admin/services/service-form-dialog";
import { ArchiveServiceButton, MoveServiceButtons } from "@/components/admin/services/service-row-actions";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listBusinessServices } from "@/lib/catalog/list-business-services";
import { BILLING_METHOD_LABELS } from "@/lib/catalog/service-schema";
import { formatServicePrice } from "@/lib/format/service-price";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listServiceOffers } from "@/lib/catalog/set-service-locations";
import { listServicePricingSummaries } from "@/lib/booking/pricing/list-service-pricing-summaries";
import { listSwitcherLocations } from "@/lib/locations/switcher-locations";
import { formatCents } from "@/lib/format/money";
import { Button } from "@/components/ui/button";
import Link from "next/link";

export const metadata: Metadata = { title: "Services" };

export default async function AdminServicesPage() {
  const staff = await requireStaff({ section: "services" });
  const [services, locations, offers, pricing] = await Promise.all([
    listBusinessServices(staff),
    listSwitcherLocations({ ...staff, allowedLocationIds: null }),
    listServiceOffers(staff),
    listServicePricingSummaries(staff),
  ]);
  // Where each service is offered (issue 38): shown and set only for a business with branches, by a member who sees them all.
  const branches = locations.length > 1 && staff.allowedLocationIds === null ? locations : [];
  const nameOf = new Map(locations.map((location) => [location.id, location.name]));
  const order = services.map((service) => service.id);
  return (
    <div className="grid gap-6">
      <PageHeader title="Services" icon={Wrench} description="What you offer. Active services show on your customer portal, in this order." />
      <div>
        <ServiceFormDialog />
      </div>
      {services.length === 0 ? (
        <EmptyState icon={Wrench} title="No services yet" body="Add the services you offer, with prices and recurring schedules; customers see them on your portal." />
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-white">
          <Table aria-label="Services">
            <TableHeader>
              <TableRow>
                <TableHead className="w-24">Order</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Price</TableHead>
                <TableHead>Billing</TableHead>
                <TableHead>Duration</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {services.map((service, index) => (
                <TableRow key={service.id}>
                  <TableCell>
                    <MoveServiceButtons order={order} index={index} name={service.name} />
                  </TableCell>
                  <TableCell>
                    <div className="font-medium">{service.name}</div>
                    {service.tags.length > 0 ? <div className="text-xs text-muted-foreground">{service.tags.join(", ")}</div> : null}
                    {branches.length > 0 && offers.has(service.id) ? (
                      <div className="text-xs text-muted-foreground" data-testid="service-offered-in">
                        Offered in{" "}
                        {offers
                          .get(service.id)!
                          .map((offer) => `${nameOf.get(offer.locationId)}${offer.priceCents === null ? "" : ` (${formatCents(offer.priceCents)})`}`)
                          .join(", ")}
                      </div>
                    ) : null}
                    {pricing.has(service.id) ? (
                      <div className="text-xs text-muted-foreground" data-testid="service-pricing-summary">
                        From {formatCents(pricing.get(service.id)!.fromCents)}
                        {pricing.get(service.id)!.measureName ? ` · by ${pricing.get(service.id)!.measureName}` : ""}
                      </div>
                    ) : null}
                  </TableCell>
                  <TableCell>{formatServicePrice(service)}</TableCell>
                  <TableCell>{BILLING_METHOD_LABELS[service.billingMethod as keyof typeof BILLING_METHOD_LABELS] ?? service.billingMethod}</TableCell>
                  <TableCell>{service.durationMinutes ? `${service.durationMinutes} min` : "—"}</TableCell>
                  <TableCell>
                    <Badge variant={service.active ? "default" : "secondary"}>{service.active ? "Active" : "Hidden"}</Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-1">
                      <ServiceFormDialog service={service} />
                      {branches.length > 0 ? (
                        <Button variant="ghost" size="sm" asChild>
                          <Link href={`/admin/services/locations/${service.id}`} aria-label={`Locations offering ${service.name}`}>
                            Locations
                          </Link>
                        </Button>
                      ) : null}
                      <Button variant="ghost" size="sm" asChild>
                        <Link href={`/admin/services/pricing/${service.id}`} aria-label={`Pricing of ${service.name}`}>
                          Pricing
                        </Link>
                      </Button>
                      <ArchiveServiceButton serviceId={service.id} name={service.name} />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
