import "server-only";
import { locations } from "@/db/schema";

/** The columns of a LocationView, selected and returned the same way by every operation. */
export const locationColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  phone: locations.phone,
  email: locations.email,
  timezone: locations.timezone,
  postalCodes: locations.postalCodes,
  radiusMiles: locations.radiusMiles,
  taxRateBps: locations.taxRateBps,
  documentPrefix: locations.documentPrefix,
  isDefault: locations.isDefault,
  archivedAt: locations.archivedAt,
  createdAt: locations.createdAt,
  updatedAt: locations.updatedAt,
};
