import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { locationServices, services } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { requireLiveLocations } from "@/lib/locations/location-writes";
import type { ServiceLocationsInput } from "./service-locations-schema";
import { dollarsToCents } from "./service-schema";

export type ServiceOffer = { locationId: string; priceCents: number | null };

/**
 * Where a service is offered and at what price (issue 38 item 2), replacing what was set: each
 * location must be a live one of the business (422 "Unknown location"); none, every location at
 * the service's own price. A location-limited member sets the whole business's list only when
 * allowed every location — the offer of a branch they cannot see is not theirs to change.
 */
export async function setServiceLocations(scope: BusinessScope & { allowedLocationIds: readonly string[] | null }, input: ServiceLocationsInput): Promise<ServiceOffer[]> {
  if (scope.allowedLocationIds !== null) throw new DomainError("forbidden", "Only a member who sees every location can change where a service is offered");
  const offers = [...new Map(input.offers.map((offer) => [offer.locationId, { locationId: offer.locationId, priceCents: dollarsToCents(offer.price) }])).values()];
  return db.transaction(async (tx) => {
    const [service] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.businessId, scope.businessId), eq(services.id, input.serviceId), isNull(services.archivedAt)))
      .for("update");
    if (!service) throw new DomainError("not_found", "Service not found");
    await requireLiveLocations(tx, { businessId: scope.businessId }, offers.map((offer) => offer.locationId), "offers");
    await tx.delete(locationServices).where(and(eq(locationServices.businessId, scope.businessId), eq(locationServices.serviceId, service.id)));
    if (offers.length > 0) await tx.insert(locationServices).values(offers.map((offer) => ({ businessId: scope.businessId, serviceId: service.id, ...offer })));
    return offers;
  });
}

/** The business's offers per service, for the Services screen. */
export async function listServiceOffers(scope: BusinessScope): Promise<Map<string, ServiceOffer[]>> {
  const rows = await db
    .select({ serviceId: locationServices.serviceId, locationId: locationServices.locationId, priceCents: locationServices.priceCents })
    .from(locationServices)
    .where(eq(locationServices.businessId, scope.businessId));
  const byService = new Map<string, ServiceOffer[]>();
  for (const row of rows) byService.set(row.serviceId, [...(byService.get(row.serviceId) ?? []), { locationId: row.locationId, priceCents: row.priceCents }]);
  return byService;
}
