"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { refundPaymentAction } from "@/lib/admin/actions/refund-payment";
import { formatCents } from "@/lib/format/money";
import { InvoiceFormDialog } from "./invoice-form-dialog";

/**
 * "Refund" on a payment row: the amount (prefilled with all that is not refunded yet) and the
 * reason. A card payment goes back to the card through Stripe; a manual one is recorded as
 * paid back. Either way the invoice is owed again by that amount.
 */
export function RefundPaymentDialog({ paymentId, refundableCents, card }: { paymentId: string; refundableCents: number; card: boolean }) {
  const router = useRouter();
  const id = useId();
  const [amount, setAmount] = useState((refundableCents / 100).toFixed(2));
  const [reason, setReason] = useState("");
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
        const cents = Math.round(Number(amount.replace(/[$,\s]/g, "")) * 100);
        const result = await call(() => refundPaymentAction({ paymentId, amountCents: cents, reason }), "Failed to refund the payment");
        if (!result) return false;
        toast.success(`Refunded ${formatCents(result.data.amountCents)} — ${formatCents(result.data.balanceCents)} now due`);
        setReason("");
        router.refresh();
        return true;
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>Refund amount ($)</Label>
        <Input id={`${id}-amount`} inputMode="decimal" value={amount} required onChange={(event) => setAmount(event.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Input id={`${id}-reason`} value={reason} required maxLength={200} placeholder="Overcharged, job cancelled…" onChange={(event) => setReason(event.target.value)} />
      </div>
    </InvoiceFormDialog>
  );
}
