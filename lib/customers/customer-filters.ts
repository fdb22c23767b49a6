import "server-only";
import { and, arrayContains, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { customers } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { atScopeLocations } from "@/lib/locations/location-scope-sql";
import type { CustomerStatusFilter, PortalFilter } from "./customer-list-spec";

export type CustomerFilter = {
  /** Free text over name, email, phone (as typed or digits only) and address. */
  q?: string;
  status?: CustomerStatusFilter;
  tag?: string;
  portal?: PortalFilter;
  /** Include archived customers when no status filter is given (the API does; the list does not). */
  includeArchived?: boolean;
};

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of every customer list of one business (admin list, API list, export). */
export function customerFilterWhere(scope: BusinessScope, filter: CustomerFilter): SQL {
  const conditions: Array<SQL | undefined> = [eq(customers.businessId, scope.businessId), atScopeLocations(customers.locationId, scope)];
  const q = filter.q?.trim();
  if (q) conditions.push(sql`${customers.searchText} like ${likePattern(q)}`);
  if (filter.status === "archived") conditions.push(isNotNull(customers.archivedAt));
  else {
    if (filter.status) conditions.push(eq(customers.status, filter.status));
    if (filter.status || !filter.includeArchived) conditions.push(isNull(customers.archivedAt));
  }
  if (filter.tag) conditions.push(arrayContains(customers.tags, [filter.tag]));
  if (filter.portal) conditions.push(eq(customers.portalAccessStatus, filter.portal));
  return and(...conditions)!;
}
