import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { InvoicingSettingsForm } from "@/components/admin/settings/invoicing-settings-form";
import { PaymentsPanel } from "@/components/admin/settings/payments-panel";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { getInvoicingSettings } from "@/lib/money/invoices/visit-invoicing/invoicing-settings";
import { getPaymentsSettings } from "@/lib/money/stripe/get-payments-settings";
import { canManagePayments } from "@/lib/money/payments/payments-access";

export const metadata: Metadata = { title: "Payments · Settings" };

type Props = { searchParams: Promise<{ stripe?: string | string[] }> };

/**
 * Settings → Payments (manage_settings + manage_billing): connect the business's own Stripe
 * account; whether the invoicing rules' invoices are sent automatically.
 */
export default async function PaymentsSettingsPage({ searchParams }: Props) {
  const staff = await requireStaff({ section: "settings" });
  if (!canManagePayments(staff.permissions)) forbidden();
  const scope = staff;
  const [settings, invoicing, query] = await Promise.all([getPaymentsSettings(scope), getInvoicingSettings(scope), searchParams]);
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
      <InvoicingSettingsForm autoSendRuleInvoices={invoicing.autoSendRuleInvoices} />
    </section>
  );
}
