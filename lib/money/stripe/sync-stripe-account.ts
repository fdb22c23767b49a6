import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { callStripe, stripeClient } from "./stripe-client";
import type { StripeConnection } from "./stripe-connection";

export type { StripeConnection };

/**
 * Back from Stripe's onboarding: asks Stripe whether the business's account can take charges
 * and switches card payments on (payment_provider 'stripe') when it can. Audited when the
 * switch happens; asking again changes nothing.
 */
export async function syncStripeAccount(scope: BusinessScope, actor: { userId: string; ip: string | null }): Promise<StripeConnection> {
  const [business] = await db
    .select({ accountId: businesses.stripeAccountId, provider: businesses.paymentProvider, subdomain: businesses.portalSubdomain, customDomain: businesses.customDomain })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  if (!business?.accountId) return "none";
  if (business.provider === "stripe") return "connected";
  const accountId = business.accountId;
  const account = await callStripe("accounts.retrieve", () => stripeClient().accounts.retrieve(accountId));
  if (!account.charges_enabled) return "pending";
  const switched = await db.transaction(async (tx) => {
    const updated = await tx
      .update(businesses)
      .set({ paymentProvider: "stripe" })
      .where(and(eq(businesses.id, scope.businessId), eq(businesses.stripeAccountId, accountId), eq(businesses.paymentProvider, "manual")))
      .returning({ id: businesses.id });
    if (updated.length === 0) return false;
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: { type: "staff", id: actor.userId },
      action: "payments.stripe_connected",
      target: { type: "business", id: scope.businessId },
      meta: { stripeAccountId: accountId },
      ip: actor.ip,
    });
    return true;
  });
  if (switched) invalidateTenant(business.subdomain, business.customDomain);
  return "connected";
}
