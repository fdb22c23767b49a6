import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { customers } from "@/db/schema";
import { seesEveryLocation, type BusinessScope } from "@/lib/foundation/scope";

/**
 * The location half of a scope's WHERE (issue 38 item 3; DESIGN.md "Locations"), beside the
 * business half every operation already has. Undefined when the scope sees every location, so
 * `and(...)` drops it and an unrestricted query is the query it was.
 */

/** For a row that carries its own location (customers, properties, job series, visits). */
export function atScopeLocations(locationColumn: AnyPgColumn, scope: BusinessScope): SQL | undefined {
  if (seesEveryLocation(scope)) return undefined;
  const ids = scope.locationIds as readonly string[];
  return ids.length === 0 ? sql`false` : inArray(locationColumn, [...ids]);
}

/**
 * For a row that belongs to a location through its customer (quotes, contracts, invoices,
 * payments, service requests, conversations, feedback): the customer is one of the scope's
 * locations'. Served by customers_business_location_name_idx.
 */
export function customerAtScopeLocations(customerIdColumn: AnyPgColumn, scope: BusinessScope): SQL | undefined {
  if (seesEveryLocation(scope)) return undefined;
  const ids = scope.locationIds as readonly string[];
  if (ids.length === 0) return sql`false`;
  return sql`${customerIdColumn} IN (SELECT ${customers.id} FROM ${customers} WHERE ${customers.businessId} = ${scope.businessId} AND ${inArray(customers.locationId, [...ids])})`;
}

/** `business_id = scope's` and, for a limited scope, the customer at one of its locations. */
export function customerRowInScope(table: { businessId: AnyPgColumn; customerId: AnyPgColumn }, scope: BusinessScope): SQL {
  return and(eq(table.businessId, scope.businessId), customerAtScopeLocations(table.customerId, scope))!;
}

/** `business_id = scope's` and, for a limited scope, the row at one of its locations. */
export function locatedRowInScope(table: { businessId: AnyPgColumn; locationId: AnyPgColumn }, scope: BusinessScope): SQL {
  return and(eq(table.businessId, scope.businessId), atScopeLocations(table.locationId, scope))!;
}

/**
 * For hand-written SQL: ` and <customer id> in (the scope's locations' customers)`, or nothing
 * when the scope sees every location. `customerId` is the query's own expression, e.g. sql`c.customer_id`.
 */
export function andCustomerAtScopeLocations(customerId: SQL, scope: BusinessScope): SQL {
  if (seesEveryLocation(scope)) return sql``;
  const ids = scope.locationIds as readonly string[];
  if (ids.length === 0) return sql` and false`;
  return sql` and ${customerId} in (select lc.id from customers lc where lc.business_id = ${scope.businessId}::uuid and lc.location_id in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}))`;
}

/** For hand-written SQL on a row with its own location: ` and <location id> in (...)`, or nothing. */
export function andAtScopeLocations(locationId: SQL, scope: BusinessScope): SQL {
  if (seesEveryLocation(scope)) return sql``;
  const ids = scope.locationIds as readonly string[];
  if (ids.length === 0) return sql` and false`;
  return sql` and ${locationId} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * A row's location through its customer, as a column to select (API v1's `location_id` on quotes,
 * invoices, requests). The customer table is aliased: in a one-table select Drizzle writes the
 * outer row's columns bare, and `customer_id` then can only mean the outer row's (a customer id
 * is unique, so the business needs no second test here).
 */
export function customerLocationIdSql(table: { customerId: AnyPgColumn }): SQL<string> {
  return sql<string>`(select lc.location_id from customers lc where lc.id = ${table.customerId})`;
}
