import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { PaymentsPanel } from "@/components/admin/settings/payments-panel";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { getPaymentsSettings } from "@/lib/payments/get-payments-settings";
import { canManagePayments } from "@/lib/payments/payments-access";

export const metadata: Metadata = { title: "Payments · Settings" };

type Props = { searchParams: Promise<{ stripe?: string | string[] }> };

/** Settings → Payments: connect the business's own Stripe account (manage_settings + manage_billing). */
export default async function PaymentsSettingsPage({ searchParams }: Props) {
  const staff = await requireStaff({ section: "settings" });
  if (!canManagePayments(staff.permissions)) forbidden();
  const [settings, query] = await Promise.all([getPaymentsSettings({ businessId: staff.businessId }), searchParams]);
  const back = typeof query.stripe === "string" ? query.stripe : null;
  return (
    <section className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">Payments</h2>
        <p className="text-sm text-muted-foreground">
          Customers pay their invoices by card in the portal. The money goes straight to your own Stripe account.
        </p>
      </div>
      <PaymentsPanel {...settings} returned={back === "checked" || back === "refresh" ? back : null} />
    </section>
  );
}
