"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { recordPaymentAction } from "@/lib/admin/actions/record-payment";
import { sendInvoiceAction } from "@/lib/admin/actions/send-invoice";
import { sendInvoiceReminderAction } from "@/lib/admin/actions/send-invoice-reminder";
import { voidInvoiceAction } from "@/lib/admin/actions/void-invoice";
import { formatCents } from "@/lib/format/money";
import { ApplyCreditDialog } from "./apply-credit-dialog";
import { DocumentActionButton } from "./document-action-button";
import { InvoiceFormDialog } from "./invoice-form-dialog";

const METHODS = [
  { value: "cash", label: "Cash" },
  { value: "check", label: "Check" },
  { value: "bank_transfer", label: "Bank transfer" },
  { value: "other", label: "Other" },
] as const;

/** Send (draft), Record payment, Apply credit and Send reminder (open), Void (not paid) on an invoice's page. */
export function InvoiceActions({ invoiceId, status, balanceCents }: { invoiceId: string; status: string; balanceCents: number }) {
  const open = status === "pending" || status === "overdue";
  return (
    <div className="flex flex-wrap gap-2">
      {status === "draft" ? <DocumentActionButton label="Send to customer" done="Invoice sent" run={() => sendInvoiceAction({ invoiceId })} /> : null}
      {open ? <RecordPaymentDialog invoiceId={invoiceId} balanceCents={balanceCents} /> : null}
      {open ? <ApplyCreditDialog invoiceId={invoiceId} balanceCents={balanceCents} /> : null}
      {open ? <DocumentActionButton label="Send reminder" done="Reminder sent" variant="outline" run={() => sendInvoiceReminderAction({ invoiceId })} /> : null}
      {open || status === "draft" ? <VoidInvoiceDialog invoiceId={invoiceId} /> : null}
    </div>
  );
}

function RecordPaymentDialog({ invoiceId, balanceCents }: { invoiceId: string; balanceCents: number }) {
  const router = useRouter();
  const id = useId();
  const [amount, setAmount] = useState((balanceCents / 100).toFixed(2));
  const [method, setMethod] = useState<(typeof METHODS)[number]["value"]>("cash");
  const [note, setNote] = useState("");
  const { busy, error, call } = useActionCall();
  return (
    <InvoiceFormDialog
      trigger="Record payment"
      title="Record a payment"
      description={`Balance due: ${formatCents(balanceCents)}. A partial payment leaves the rest open.`}
      submit="Save payment"
      busy={busy}
      error={error}
      onSubmit={async () => {
        const cents = Math.round(Number(amount.replace(/[$,\s]/g, "")) * 100);
        const result = await call(() => recordPaymentAction({ invoiceId, amountCents: cents, method, note }), "Failed to update invoice");
        if (!result) return false;
        toast.success(result.data.balanceCents === 0 ? "Payment recorded — invoice paid" : `Payment recorded — ${formatCents(result.data.balanceCents)} still due`);
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

function VoidInvoiceDialog({ invoiceId }: { invoiceId: string }) {
  const router = useRouter();
  const id = useId();
  const [reason, setReason] = useState("");
  const { busy, error, call } = useActionCall();
  return (
    <InvoiceFormDialog
      trigger="Void"
      triggerVariant="outline"
      title="Void this invoice?"
      description="The open balance is written off in the ledger. Payments already taken stay recorded."
      submit="Void invoice"
      submitVariant="destructive"
      busy={busy}
      error={error}
      onSubmit={async () => {
        const result = await call(() => voidInvoiceAction({ invoiceId, reason }), "Failed to update invoice");
        if (!result) return false;
        toast.success("Invoice voided");
        router.refresh();
        return true;
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Input id={`${id}-reason`} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </div>
    </InvoiceFormDialog>
  );
}
