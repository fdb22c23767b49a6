"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { recordQuoteDepositAction } from "@/lib/admin/actions/record-quote-deposit";
import { formatCents } from "@/lib/format/money";
import { InvoiceFormDialog } from "./invoice-form-dialog";

const METHODS = [
  { value: "cash", label: "Cash" },
  { value: "check", label: "Check" },
  { value: "bank_transfer", label: "Bank transfer" },
  { value: "other", label: "Other" },
] as const;

/**
 * "Record deposit" on an approved quote (issue 37 item 3): the amount (prefilled with the deposit
 * the quote asks, from its figures), how it was paid, a note. It is credited to the invoice made
 * from the quote.
 */
export function RecordDepositDialog({ quoteId, suggestedCents, initiallyOpen = false }: { quoteId: string; suggestedCents: number | null; initiallyOpen?: boolean }) {
  const router = useRouter();
  const id = useId();
  const [amount, setAmount] = useState(suggestedCents ? (suggestedCents / 100).toFixed(2) : "");
  const [method, setMethod] = useState<(typeof METHODS)[number]["value"]>("check");
  const [note, setNote] = useState("");
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
        const cents = Math.round(Number(amount.replace(/[$,\s]/g, "")) * 100);
        const result = await call(() => recordQuoteDepositAction({ quoteId, amountCents: cents, method, note }), "Failed to record the deposit");
        if (!result) return false;
        toast.success(`Deposit of ${formatCents(result.data.amountCents)} recorded`);
        setNote("");
        router.refresh();
        return true;
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>Amount ($)</Label>
        <Input id={`${id}-amount`} inputMode="decimal" value={amount} required onChange={(event) => setAmount(event.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-method`}>Method</Label>
        <select
          id={`${id}-method`}
          className="h-9 rounded-md border bg-white px-3 text-sm"
          value={method}
          onChange={(event) => setMethod(event.target.value as (typeof METHODS)[number]["value"])}
        >
          {METHODS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Note</Label>
        <Input id={`${id}-note`} value={note} maxLength={500} placeholder="Cheque number, who paid…" onChange={(event) => setNote(event.target.value)} />
      </div>
    </InvoiceFormDialog>
  );
}
