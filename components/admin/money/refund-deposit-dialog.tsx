"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { refundQuoteDepositAction } from "@/lib/admin/actions/quotes/refund-quote-deposit";
import { formatCents } from "@/lib/format/money";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { RefundFields, useRefundFields } from "./refund-fields";

/**
 * "Refund deposit" on a quote's deposit (issue 37 item 3): the amount (prefilled with all of it
 * not refunded yet) and the reason — the invoice page's refund fields. It goes back to the card
 * through Stripe, or is recorded as paid back; the quote's invoice is credited only what is left.
 * Fetched on first click (refund-deposit-launcher.tsx).
 */
export function RefundDepositDialog({ paymentId, refundableCents, card, initiallyOpen = false }: { paymentId: string; refundableCents: number; card: boolean; initiallyOpen?: boolean }) {
  const router = useRouter();
  const fields = useRefundFields(refundableCents);
  const { busy, error, call } = useActionCall();
  return (
    <InvoiceFormDialog
      trigger="Refund deposit"
      initiallyOpen={initiallyOpen}
      triggerVariant="outline"
      title="Refund this deposit"
      description={`Up to ${formatCents(refundableCents)} can be refunded. ${card ? "The money goes back to the customer's card through Stripe." : "Record money you have paid back to the customer."} What is refunded will not be credited to the quote's invoice.`}
      submit="Refund deposit"
      submitVariant="destructive"
      busy={busy}
      error={error}
      onSubmit={async () => {
        const result = await call(() => refundQuoteDepositAction({ paymentId, amountCents: fields.amountCents(), reason: fields.reason }), "Failed to refund the deposit");
        if (!result) return false;
        toast.success(`Deposit refund of ${formatCents(result.data.amountCents)} recorded`);
        fields.reset();
        router.refresh();
        return true;
      }}
    >
      <RefundFields fields={fields} reasonPlaceholder="Job cancelled…" />
    </InvoiceFormDialog>
  );
}
