import type { Metadata } from "next";
import { LocationsPanel, type LocationRow } from "@/components/admin/settings/locations/locations-panel";
import { timeZones } from "@/lib/businesses/settings/settings-schemas";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { countLocationCustomers } from "@/lib/locations/count-location-customers";
import { listLocations } from "@/lib/locations/list-locations";
import { formatPostalCodes } from "@/lib/locations/postal-codes";

export const metadata: Metadata = { title: "Locations · Settings" };

/**
 * Settings → Locations (issue 38 item 1, manage_settings): the business's branches. Every
 * location the member is allowed, whatever the shell's switcher shows now.
 */
export default async function LocationsSettingsPage() {
  const staff = await requireStaff({ section: "settings" });
  const scope = { businessId: staff.businessId, locationIds: staff.allowedLocationIds };
  const [locations, customers] = await Promise.all([listLocations(scope, { includeArchived: true }), countLocationCustomers(scope)]);
  const rows: LocationRow[] = locations.map((location) => ({
    id: location.id,
    values: {
      name: location.name,
      address: location.address ?? "",
      phone: location.phone ?? "",
      email: location.email ?? "",
      timezone: location.timezone ?? "",
      postalCodes: formatPostalCodes(location.postalCodes),
      radiusMiles: location.radiusMiles === null ? "" : String(location.radiusMiles),
      taxRateBps: location.taxRateBps === null ? "" : String(location.taxRateBps / 100),
      documentPrefix: location.documentPrefix ?? "",
    },
    postalCodeCount: location.postalCodes.length,
    isDefault: location.isDefault,
    archived: location.archivedAt !== null,
    customers: customers[location.id] ?? 0,
  }));
  return (
    <section className="grid gap-4" aria-labelledby="locations-heading">
      <div>
        <h2 id="locations-heading" className="text-lg font-semibold">
          Locations
        </h2>
        <p className="text-sm text-muted-foreground">
          Branches of {staff.businessName}, each with its own contact details, service area and customers. New customers start at the default location.
        </p>
      </div>
      <LocationsPanel locations={rows} timeZones={timeZones()} />
    </section>
  );
}
