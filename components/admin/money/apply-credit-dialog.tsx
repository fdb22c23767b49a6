"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { applyInvoiceCreditAction } from "@/lib/admin/actions/invoices/apply-invoice-credit";
import { formatCents } from "@/lib/format/money";
import { InvoiceFormDialog } from "./invoice-form-dialog";

/** "Apply credit" on an open invoice: an amount up to the balance and the reason the customer will see. */
export function ApplyCreditDialog({ invoiceId, balanceCents }: { invoiceId: string; balanceCents: number }) {
  const router = useRouter();
  const id = useId();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const { busy, error, call } = useActionCall();
  return (
    <InvoiceFormDialog
      trigger="Apply credit"
      triggerVariant="outline"
      title="Apply a credit"
      description={`Balance due: ${formatCents(balanceCents)}. A credit lowers what the customer owes; no money changes hands.`}
      submit="Apply credit"
      busy={busy}
      error={error}
      onSubmit={async () => {
        const cents = Math.round(Number(amount.replace(/[$,\s]/g, "")) * 100);
        const result = await call(() => applyInvoiceCreditAction({ invoiceId, amountCents: cents, reason }), "Failed to update invoice");
        if (!result) return false;
        toast.success(result.data.balanceCents === 0 ? "Credit applied — invoice paid" : `Credit applied — ${formatCents(result.data.balanceCents)} still due`);
        setAmount("");
        setReason("");
        router.refresh();
        return true;
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>Credit amount ($)</Label>
        <Input id={`${id}-amount`} inputMode="decimal" value={amount} required onChange={(event) => setAmount(event.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Input
          id={`${id}-reason`}
          value={reason}
          required
          maxLength={200}
          aria-describedby={`${id}-reason-hint`}
          placeholder="Missed visit, goodwill…"
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
          The customer sees this reason on the invoice and their statement.
        </p>
      </div>
    </InvoiceFormDialog>
  );
}
