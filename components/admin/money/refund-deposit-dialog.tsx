"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { refundQuoteDepositAction } from "@/lib/admin/actions/refund-quote-deposit";
import { formatCents } from "@/lib/format/money";
import { InvoiceFormDialog } from "./invoice-form-dialog";

/**
 * "Refund deposit" on a quote's deposit (issue 37 item 3): the reason; the whole deposit goes back
 * (to the card through Stripe, or recorded as paid back), and nothing of it is credited to the
 * quote's invoice. Fetched on first click (refund-deposit-launcher.tsx).
 */
export function RefundDepositDialog({ paymentId, amountCents, card, initiallyOpen = false }: { paymentId: string; amountCents: number; card: boolean; initiallyOpen?: boolean }) {
  const router = useRouter();
  const id = useId();
  const [reason, setReason] = useState("");
  const { busy, error, call } = useActionCall();
  return (
    <InvoiceFormDialog
      trigger="Refund deposit"
      initiallyOpen={initiallyOpen}
      triggerVariant="outline"
      title="Refund this deposit"
      description={`${formatCents(amountCents)} ${card ? "goes back to the customer's card through Stripe." : "is recorded as paid back to the customer."} It will not be credited to the quote's invoice.`}
      submit="Refund deposit"
      submitVariant="destructive"
      busy={busy}
      error={error}
      onSubmit={async () => {
        const result = await call(() => refundQuoteDepositAction({ paymentId, reason }), "Failed to refund the deposit");
        if (!result) return false;
        toast.success(`Deposit of ${formatCents(result.data.amountCents)} refunded`);
        setReason("");
        router.refresh();
        return true;
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Input id={`${id}-reason`} value={reason} required maxLength={200} placeholder="Job cancelled…" onChange={(event) => setReason(event.target.value)} />
      </div>
    </InvoiceFormDialog>
  );
}
