/**
 * The scopes every domain operation takes (DESIGN.md "One domain layer", "Locations"): the
 * business is always in the WHERE clause; customer-facing operations also name the customer.
 */
export type BusinessScope = {
  businessId: string;
  /**
   * The locations (branches) the caller may see (issue 38): absent or null, every location of the
   * business — the owner, an unrestricted member or key, and the background work; a list, only
   * rows of those locations. An operation that lists or reads what belongs to a location puts it
   * in its WHERE clause beside the business (lib/locations/location-scope-sql.ts).
   */
  locationIds?: readonly string[] | null;
};

/** Every customer-side operation is scoped to one customer of one business. */
export type CustomerScope = { businessId: string; customerId: string };

/** True when the scope sees every location of its business. */
export function seesEveryLocation(scope: BusinessScope): boolean {
  return scope.locationIds === undefined || scope.locationIds === null;
}

/** True when the scope may see a row of this location. */
export function seesLocation(scope: BusinessScope, locationId: string): boolean {
  return seesEveryLocation(scope) || (scope.locationIds as readonly string[]).includes(locationId);
}
