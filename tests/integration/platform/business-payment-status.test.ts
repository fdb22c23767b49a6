import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { connectStripeAction } from "@/lib/admin/actions/settings/connect-stripe";
import { getPaymentsSettings } from "@/lib/money/stripe/get-payments-settings";
import { getPlatformBusiness } from "@/lib/platform/businesses/get-platform-business";
import { asStaff } from "../../support/fake-request";
import { connectStripeAsOwner, startStripeForTests } from "../../support/fake-stripe/stripe-for-tests";
import { createBusiness } from "../../support/portal-fixtures";

/**
 * Issue 37: the operator's business page said "Stripe selected, not connected" beside the
 * business's own `payments.stripe_connected` audit entry — it read a stale per-business key
 * column. It now reads the connected account as Settings → Payments does, at every step.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

let stopStripe: () => Promise<void>;
let business: Awaited<ReturnType<typeof createBusiness>>;

beforeAll(async () => {
  ({ stop: stopStripe } = await startStripeForTests("whsec_test_business_status", "sk_test_business_status"));
  business = await createBusiness(db, { taxRate: 0 });
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await stopStripe();
});

const both = async () => ({
  operator: (({ stripeConnection, stripeAccountId }) => ({ stripeConnection, stripeAccountId }))(await getPlatformBusiness(business.id)),
  settings: (({ connection, accountId }) => ({ stripeConnection: connection, stripeAccountId: accountId }))(await getPaymentsSettings({ businessId: business.id })),
});

describe("the superadmin's payment status of a business", () => {
  it("follows the connected account as the business's Settings → Payments does: none, setup not finished, connected", async () => {
    expect(await both()).toEqual({ operator: { stripeConnection: "none", stripeAccountId: null }, settings: { stripeConnection: "none", stripeAccountId: null } });

    await asStaff(business.owner.id);
    expect((await connectStripeAction(null)).ok).toBe(true);
    const pending = await both();
    expect(pending.operator).toEqual({ stripeConnection: "pending", stripeAccountId: expect.stringMatching(/^acct_/) });
    expect(pending.settings).toEqual(pending.operator);

    await connectStripeAsOwner(business.owner.id);
    const connected = await both();
    expect(connected.operator).toEqual({ stripeConnection: "connected", stripeAccountId: pending.operator.stripeAccountId });
    expect(connected.settings).toEqual(connected.operator);
    const audit = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, business.id), eq(s.auditLog.action, "payments.stripe_connected")));
    expect(audit).toHaveLength(1);
  });
});
