"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { refundPaymentAction } from "@/lib/admin/actions/invoices/refund-payment";
import { formatCents } from "@/lib/format/money";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { RefundFields, useRefundFields } from "./refund-fields";

/**
 * "Refund" on a payment row: the amount (prefilled with all that is not refunded yet) and the
 * reason. A card payment goes back to the card through Stripe; a manual one is recorded as
 * paid back. Either way the invoice is owed again by that amount.
 */
export function RefundPaymentDialog({ paymentId, refundableCents, card }: { paymentId: string; refundableCents: number; card: boolean }) {
  const router = useRouter();
  const fields = useRefundFields(refundableCents);
  const { busy, error, call } = useActionCall();
  return (
    <InvoiceFormDialog
      trigger="Refund"
      triggerVariant="outline"
      title="Refund this payment"
      description={`Up to ${formatCents(refundableCents)} can be refunded. ${card ? "The money goes back to the customer's card through Stripe." : "Record money you have paid back to the customer."} The invoice is owed again by the amount refunded.`}
      submit="Refund"
      submitVariant="destructive"
      busy={busy}
      error={error}
      onSubmit={async () => {
        const result = await call(() => refundPaymentAction({ paymentId, amountCents: fields.amountCents(), reason: fields.reason }), "Failed to refund the payment");
        if (!result) return false;
        const due = result.data.balanceCents === null ? "" : ` — ${formatCents(result.data.balanceCents)} now due`;
        toast.success(`Refunded ${formatCents(result.data.amountCents)}${due}`);
        fields.reset();
        router.refresh();
        return true;
      }}
    >
      <RefundFields fields={fields} reasonPlaceholder="Overcharged, job cancelled…" />
    </InvoiceFormDialog>
  );
}
