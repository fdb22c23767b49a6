import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { locations } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import { seesEveryLocation, type BusinessScope } from "@/lib/foundation/scope";
import { locationsInScope } from "./list-locations";
import { LOCATION_MESSAGES, type LocationActor } from "./location-views";

/**
 * What the Locations topic's writes share: the audit row (a staff member, or an API key
 * recorded as "system" with the key's id in the meta, as money changes are), the check that
 * named locations are live ones of the business, and the one refusal of a duplicate name.
 */
export async function auditLocationChange(
  tx: DbOrTx,
  entry: { businessId: string; actor: LocationActor; action: string; target: { type: string; id: string }; meta: Record<string, unknown> },
): Promise<void> {
  const { actor } = entry;
  await writeAuditEntry(tx, {
    businessId: entry.businessId,
    actor: actor.type === "staff" ? { type: "staff", id: actor.userId } : { type: "system", id: null },
    action: entry.action,
    target: entry.target,
    meta: actor.type === "api_key" ? { ...entry.meta, apiKeyId: actor.apiKeyId } : entry.meta,
  });
}

/**
 * Every id must be a live (non-archived) location the scope sees, else 422 "Unknown location"
 * (another business's id, an archived one, one outside a limited member's or key's locations).
 */
export async function requireLiveLocations(tx: DbOrTx, scope: BusinessScope, ids: readonly string[], field = "locationIds"): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(locationsInScope(scope), inArray(locations.id, [...ids]), isNull(locations.archivedAt)));
  if (found.length !== new Set(ids).size) throw new DomainError("unprocessable", LOCATION_MESSAGES.unknown, { field });
}

/**
 * Replaces a member's or key's location limit. A limited actor may only hand out what they
 * see, and may not lift the limit (no rows: every location).
 */
export async function checkLocationLimit(tx: DbOrTx, scope: BusinessScope, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0 && !seesEveryLocation(scope)) throw new DomainError("forbidden", LOCATION_MESSAGES.limitedActor, { field: "locationIds" });
  await requireLiveLocations(tx, scope, ids);
  return [...new Set(ids)].sort();
}

/**
 * Makes a live location the default and unsets the previous one, in the caller's transaction.
 * Serialised per business by an advisory lock: without it two simultaneous switches could each
 * unset the default they saw and set their own, and the one-default index would refuse one.
 * Answers the previous default's id (null when it already was the default).
 */
export async function switchDefaultLocation(tx: DbOrTx, businessId: string, locationId: string): Promise<string | null> {
  await lockBusinessLocations(tx, businessId);
  const [target] = await tx
    .select({ isDefault: locations.isDefault, archivedAt: locations.archivedAt })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
  if (!target) throw new DomainError("not_found", LOCATION_MESSAGES.notFound);
  if (target.archivedAt) throw new DomainError("unprocessable", LOCATION_MESSAGES.archivedDefault, { field: "isDefault" });
  if (target.isDefault) return null;
  // Two statements: a unique index is checked row by row, so one UPDATE flipping both could trip it.
  const [previous] = await tx
    .update(locations)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(locations.businessId, businessId), eq(locations.isDefault, true)))
    .returning({ id: locations.id });
  await tx
    .update(locations)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
  return previous?.id ?? null;
}

/** Default switches and archiving of one business's locations take turns. */
export async function lockBusinessLocations(tx: DbOrTx, businessId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`locations:${businessId}`}))`);
}

/** Runs a write; the case-insensitive unique name index's refusal becomes the form's message. */
export async function refusingDuplicateName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "locations_business_name_key")) throw new DomainError("conflict", LOCATION_MESSAGES.nameTaken, { field: "name" });
    throw error;
  }
}
