import { MapPin } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ServiceLocationsForm } from "@/components/admin/services/service-locations-form";
import { ServiceSubpage } from "@/components/admin/services/service-subpage";
import { loadServiceLocationsPage } from "@/lib/admin/page-loaders/service-locations-page";
import { isUuid } from "@/lib/foundation/is-uuid";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Where a service is offered" };

/** /admin/services/locations/{id} (manage_services, issue 38 item 2): the locations that offer a service, each at its price. */
export default async function ServiceLocationsPage({ params }: { params: Promise<{ serviceId: string }> }) {
  const staff = await requireStaff({ section: "services" });
  const { serviceId } = await params;
  if (!isUuid(serviceId)) notFound();
  const loaded = await loadServiceLocationsPage(staff, serviceId);
  if (!loaded) notFound();
  const { service, locations, offers } = loaded;
  const initial = Object.fromEntries(offers.map((offer) => [offer.locationId, offer.priceCents === null ? "" : (offer.priceCents / 100).toFixed(2)]));
  return (
    <ServiceSubpage
      title={`Where ${service.name} is offered`}
      icon={MapPin}
      description="Customers see it only at the locations ticked, at that location's price when you give one. None ticked: every location, at the service's price."
    >
      {staff.allowedLocationIds !== null ? (
        <p>Only a member who sees every location can change where a service is offered.</p>
      ) : locations.length < 2 ? (
        <p>
          Your business has one location, which offers every service. Add a branch in{" "}
          <Link className="underline" href="/admin/settings/locations">
            Settings → Locations
          </Link>{" "}
          to offer a service in some of them only.
        </p>
      ) : (
        <ServiceLocationsForm serviceId={service.id} name={service.name} locations={locations} initial={initial} />
      )}
    </ServiceSubpage>
  );
}
