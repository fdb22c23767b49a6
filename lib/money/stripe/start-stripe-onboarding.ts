import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { staffUrl } from "@/lib/tenancy/staff-url";
import { callStripe, stripeClient } from "./stripe-client";

/** Where Stripe sends the owner back after onboarding (app/api/admin/payments/stripe/return). */
export const STRIPE_RETURN_PATH = "/api/admin/payments/stripe/return";
export const PAYMENTS_SETTINGS_PATH = "/admin/settings/payments";

/**
 * Settings → Payments → "Connect Stripe": makes the business's Stripe Standard account the
 * first time (its id is stored at once, so a second click resumes the same account) and an
 * onboarding link for it. Card payments switch on when Stripe sends the owner back and the
 * account can take charges (sync-stripe-account.ts). Audited.
 */
export async function startStripeOnboarding(scope: BusinessScope, actor: { userId: string; ip: string | null }): Promise<{ url: string; accountId: string }> {
  const stripe = stripeClient();
  const [business] = await db
    .select({ id: businesses.id, accountId: businesses.stripeAccountId, email: businesses.businessEmail, name: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  if (!business) throw new DomainError("not_found", "Business not found");

  let accountId = business.accountId;
  if (!accountId) {
    const account = await callStripe("accounts.create", () =>
      stripe.accounts.create(
        {
          type: "standard",
          email: business.email ?? undefined,
          business_profile: { name: business.name },
          metadata: { business_id: business.id },
        },
        { idempotencyKey: `connect-account-${business.id}` },
      ),
    );
    // Only the first concurrent click stores its account; a later one resumes the stored one.
    const [stored] = await db.transaction(async (tx) => {
      const updated = await tx
        .update(businesses)
        .set({ stripeAccountId: account.id })
        .where(and(eq(businesses.id, business.id), isNull(businesses.stripeAccountId)))
        .returning({ accountId: businesses.stripeAccountId });
      if (updated.length > 0) {
        await writeAuditEntry(tx, {
          businessId: business.id,
          actor: { type: "staff", id: actor.userId },
          action: "payments.stripe_account_created",
          target: { type: "business", id: business.id },
          meta: { stripeAccountId: account.id },
          ip: actor.ip,
        });
      }
      return updated;
    });
    accountId = stored?.accountId ?? (await db.select({ a: businesses.stripeAccountId }).from(businesses).where(eq(businesses.id, business.id)))[0].a!;
  }

  const link = await callStripe("accountLinks.create", () =>
    stripe.accountLinks.create({
      account: accountId,
      type: "account_onboarding",
      return_url: staffUrl(STRIPE_RETURN_PATH),
      refresh_url: staffUrl(`${PAYMENTS_SETTINGS_PATH}?stripe=refresh`),
    }),
  );
  return { url: link.url, accountId };
}
