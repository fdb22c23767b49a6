import "server-only";
import { getBusinessService } from "@/lib/catalog/get-business-service";
import { listServiceOffers } from "@/lib/catalog/set-service-locations";
import { isDomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { listSwitcherLocations } from "@/lib/locations/switcher-locations";

/** /admin/services/locations/{id}: the service, the business's live locations and where it is offered; null when not the business's. */
export async function loadServiceLocationsPage(scope: BusinessScope, serviceId: string) {
  const [service, locations, offers] = await Promise.all([
    getBusinessService(scope, serviceId).catch((error) => {
      if (isDomainError(error) && error.code === "not_found") return null;
      throw error;
    }),
    listSwitcherLocations({ businessId: scope.businessId, allowedLocationIds: null }),
    listServiceOffers(scope),
  ]);
  return service ? { service, locations, offers: offers.get(service.id) ?? [] } : null;
}
