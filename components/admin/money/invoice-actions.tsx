"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { recordPaymentAction } from "@/lib/admin/actions/invoices/record-payment";
import { sendInvoiceAction } from "@/lib/admin/actions/invoices/send-invoice";
import { sendInvoiceReminderAction } from "@/lib/admin/actions/invoices/send-invoice-reminder";
import { voidInvoiceAction } from "@/lib/admin/actions/invoices/void-invoice";
import { formatCents } from "@/lib/format/money";
import { ApplyCreditDialog } from "./apply-credit-dialog";
import { DocumentActionButton } from "./document-action-button";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { ManualPaymentFields, manualPaymentCents, type ManualPaymentValues } from "./manual-payment-fields";

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
  const [payment, setPayment] = useState<ManualPaymentValues>({ amount: (balanceCents / 100).toFixed(2), method: "cash", note: "" });
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
        const { method, note } = payment;
        const result = await call(() => recordPaymentAction({ invoiceId, amountCents: manualPaymentCents(payment.amount), method, note }), "Failed to update invoice");
        if (!result) return false;
        toast.success(result.data.balanceCents === 0 ? "Payment recorded — invoice paid" : `Payment recorded — ${formatCents(result.data.balanceCents)} still due`);
        router.refresh();
        return true;
      }}
    >
      <ManualPaymentFields values={payment} onChange={setPayment} />
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
