import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { servicePricing, services } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import type { BusinessScope } from "@/lib/foundation/scope";
import { listServiceAddOns, ruleFromRow } from "./get-service-pricing";

/** What the pricing writes share: who may make them, the lock on the service, and the audit's before/after. */
export type PricingScope = BusinessScope & { allowedLocationIds: readonly string[] | null };

export const PRICING_WRITE_MESSAGES = {
  limitedMember: "Only a member who sees every location can change how a service is priced",
  notFound: "Service not found",
} as const;

/**
 * A service's price is the same at every location, so a member limited to some of them may not
 * change it for the branches they cannot see (as with where a service is offered).
 */
export function refuseLimitedMember(scope: PricingScope): void {
  if (scope.allowedLocationIds !== null) throw new DomainError("forbidden", PRICING_WRITE_MESSAGES.limitedMember);
}

/**
 * Locks the business's non-archived service for the rest of the transaction, so two saves of its
 * rule (or a save and an archive) take turns; another business's id is simply not found.
 */
export async function lockLiveService(tx: DbOrTx, businessId: string, serviceId: string): Promise<void> {
  const [service] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.id, serviceId), isNull(services.archivedAt)))
    .for("update");
  if (!service) throw new DomainError("not_found", PRICING_WRITE_MESSAGES.notFound);
}

/** The rule and add-ons as stored now, for the audit row; null when the service has no rule. */
export async function pricingSnapshot(tx: DbOrTx, businessId: string, serviceId: string) {
  const [row] = await tx
    .select()
    .from(servicePricing)
    .where(and(eq(servicePricing.businessId, businessId), eq(servicePricing.serviceId, serviceId)));
  if (!row) return null;
  return { measureName: row.measureName, measureUnit: row.measureUnit, ...ruleFromRow(row), addOns: await listServiceAddOns(tx, businessId, serviceId) };
}

export type PricingSnapshot = Awaited<ReturnType<typeof pricingSnapshot>>;

export async function auditPricingChange(
  tx: DbOrTx,
  entry: { businessId: string; serviceId: string; actor: MoneyActor; action: "service.pricing_updated" | "service.pricing_cleared"; from: PricingSnapshot; to: PricingSnapshot },
): Promise<void> {
  await writeAuditEntry(tx, {
    businessId: entry.businessId,
    actor: auditActor(entry.actor),
    action: entry.action,
    target: { type: "service", id: entry.serviceId },
    meta: auditMeta(entry.actor, { from: entry.from, to: entry.to }),
    ip: entry.actor.ip,
  });
}
