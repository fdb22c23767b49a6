import { staffRoute } from "@/lib/core/routes/staff-route";
import { requirePaymentsAccess } from "@/lib/money/payments/payments-access";
import { PAYMENTS_SETTINGS_PATH } from "@/lib/money/stripe/start-stripe-onboarding";
import { syncStripeAccount } from "@/lib/money/stripe/sync-stripe-account";
import { staffUrl } from "@/lib/tenancy/staff-url";

export const dynamic = "force-dynamic";

/**
 * Stripe's onboarding sends the owner back here: switch card payments on if the account can
 * charge, then show Settings → Payments, which reads where the account stands.
 */
export const GET = staffRoute("manage_billing", async (_request, staff) => {
  requirePaymentsAccess(staff.permissions);
  await syncStripeAccount(staff, { userId: staff.userId, ip: staff.request.ip });
  return Response.redirect(staffUrl(`${PAYMENTS_SETTINGS_PATH}?stripe=checked`), 303);
}, { writesOnGet: true });
