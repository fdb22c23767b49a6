import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { readPlatformSettings } from "@/lib/platform/platform-settings";
import { stripeConfigured } from "./stripe-client";
import { stripeConnectionOf, type StripeConnection } from "./stripe-connection";

export type PaymentsSettings = { serverReady: boolean; connection: StripeConnection; accountId: string | null; platformFeeBps: number };

/** Settings → Payments: whether this server has Stripe keys, and how far the business's account is. */
export async function getPaymentsSettings(scope: BusinessScope): Promise<PaymentsSettings> {
  const [[business], platform] = await Promise.all([
    db.select({ accountId: businesses.stripeAccountId, provider: businesses.paymentProvider }).from(businesses).where(eq(businesses.id, scope.businessId)),
    readPlatformSettings(),
  ]);
  const accountId = business?.accountId ?? null;
  const connection = business ? stripeConnectionOf({ stripeAccountId: accountId, paymentProvider: business.provider }) : "none";
  return { serverReady: stripeConfigured(), connection, accountId, platformFeeBps: platform.platformFeeBps };
}
