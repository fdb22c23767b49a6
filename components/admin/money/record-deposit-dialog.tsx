"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { recordQuoteDepositAction } from "@/lib/admin/actions/quotes/record-quote-deposit";
import { formatCents } from "@/lib/format/money";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { ManualPaymentFields, manualPaymentCents, type ManualPaymentValues } from "./manual-payment-fields";

/**
 * "Record deposit" on an approved quote (issue 37 item 3): the amount (prefilled with the deposit
 * the quote asks, from its figures), how it was paid, a note. It is credited to the invoice made
 * from the quote.
 */
export function RecordDepositDialog({ quoteId, suggestedCents, initiallyOpen = false }: { quoteId: string; suggestedCents: number | null; initiallyOpen?: boolean }) {
  const router = useRouter();
  const [payment, setPayment] = useState<ManualPaymentValues>({ amount: suggestedCents ? (suggestedCents / 100).toFixed(2) : "", method: "check", note: "" });
  const { busy, error, call } = useActionCall();
  return (
    <InvoiceFormDialog
      trigger="Record deposit"
      initiallyOpen={initiallyOpen}
      triggerVariant="outline"
      title="Record a deposit"
      description="Record a deposit the customer paid by cash, cheque or transfer. It is credited to the invoice you make from this quote."
      submit="Record deposit"
      busy={busy}
      error={error}
      onSubmit={async () => {
        const { method, note } = payment;
        const result = await call(() => recordQuoteDepositAction({ quoteId, amountCents: manualPaymentCents(payment.amount), method, note }), "Failed to record the deposit");
        if (!result) return false;
        toast.success(`Deposit of ${formatCents(result.data.amountCents)} recorded`);
        setPayment((current) => ({ ...current, note: "" }));
        router.refresh();
        return true;
      }}
    >
      <ManualPaymentFields values={payment} onChange={setPayment} />
    </InvoiceFormDialog>
  );
}
