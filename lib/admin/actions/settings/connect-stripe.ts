"use server";

import { noInput } from "@/lib/foundation/no-input";
import { staffAction } from "@/lib/core/staff-action";
import { requirePaymentsAccess } from "@/lib/money/payments/payments-access";
import { startStripeOnboarding } from "@/lib/money/stripe/start-stripe-onboarding";

/**
 * Settings → Payments → "Connect Stripe" / "Continue Stripe setup": the onboarding link of the
 * business's Stripe account; the browser goes there and comes back to the return route.
 */
export const connectStripeAction = staffAction(
  "manage_billing",
  noInput,
  async (_input, staff) => {
    requirePaymentsAccess(staff.permissions);
    const { url } = await startStripeOnboarding(staff, { userId: staff.userId, ip: staff.request.ip });
    return { url };
  },
  { fallback: "Failed to connect Stripe" },
);
