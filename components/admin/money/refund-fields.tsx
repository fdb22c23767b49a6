"use client";

import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The amount (prefilled with all that is not refunded yet) and reason of a refund, as the server actions take them (integer cents). */
export function useRefundFields(refundableCents: number) {
  const [amount, setAmount] = useState((refundableCents / 100).toFixed(2));
  const [reason, setReason] = useState("");
  return {
    amount,
    setAmount,
    reason,
    setReason,
    amountCents: () => Math.round(Number(amount.replace(/[$,\s]/g, "")) * 100),
    reset: () => setReason(""),
  };
}

/**
 * "Refund amount ($)" and "Reason" of a refund dialog — a payment's on the invoice page
 * (refund-payment-dialog.tsx) and a deposit's on the quote page (refund-deposit-dialog.tsx) alike.
 */
export function RefundFields({ fields, reasonPlaceholder }: { fields: ReturnType<typeof useRefundFields>; reasonPlaceholder: string }) {
  const id = useId();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>Refund amount ($)</Label>
        <Input id={`${id}-amount`} inputMode="decimal" value={fields.amount} required onChange={(event) => fields.setAmount(event.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Input id={`${id}-reason`} value={fields.reason} required maxLength={200} placeholder={reasonPlaceholder} onChange={(event) => fields.setReason(event.target.value)} />
      </div>
    </>
  );
}
