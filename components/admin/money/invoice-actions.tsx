"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/components/ui/form-error";
import { useActionCall } from "@/components/ui/use-action-call";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { recordPaymentAction } from "@/lib/admin/actions/record-payment";
import { sendInvoiceAction } from "@/lib/admin/actions/send-invoice";
import { sendInvoiceReminderAction } from "@/lib/admin/actions/send-invoice-reminder";
import { voidInvoiceAction } from "@/lib/admin/actions/void-invoice";
import { formatCents } from "@/lib/format/money";
import { DocumentActionButton } from "./document-action-button";

const METHODS = [
  { value: "cash", label: "Cash" },
  { value: "check", label: "Check" },
  { value: "bank_transfer", label: "Bank transfer" },
  { value: "other", label: "Other" },
] as const;

/** Send (draft), Record payment and Send reminder (open), Void (not paid) on an invoice's page. */
export function InvoiceActions({ invoiceId, status, balanceCents }: { invoiceId: string; status: string; balanceCents: number }) {
  const open = status === "pending" || status === "overdue";
  return (
    <div className="flex flex-wrap gap-2">
      {status === "draft" ? <DocumentActionButton label="Send to customer" done="Invoice sent" run={() => sendInvoiceAction({ invoiceId })} /> : null}
      {open ? <RecordPaymentDialog invoiceId={invoiceId} balanceCents={balanceCents} /> : null}
      {open ? <DocumentActionButton label="Send reminder" done="Reminder sent" variant="outline" run={() => sendInvoiceReminderAction({ invoiceId })} /> : null}
      {open || status === "draft" ? <VoidInvoiceDialog invoiceId={invoiceId} /> : null}
    </div>
  );
}

function RecordPaymentDialog({ invoiceId, balanceCents }: { invoiceId: string; balanceCents: number }) {
  const router = useRouter();
  const id = useId();
  const [openDialog, setOpen] = useState(false);
  const [amount, setAmount] = useState((balanceCents / 100).toFixed(2));
  const [method, setMethod] = useState<(typeof METHODS)[number]["value"]>("cash");
  const [note, setNote] = useState("");
  const { busy, error, call } = useActionCall();
  return (
    <Dialog open={openDialog} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Record payment</Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            const cents = Math.round(Number(amount.replace(/[$,\s]/g, "")) * 100);
            const result = await call(() => recordPaymentAction({ invoiceId, amountCents: cents, method, note }), "Failed to update invoice");
            if (!result) return;
            toast.success(result.data.balanceCents === 0 ? "Payment recorded — invoice paid" : `Payment recorded — ${formatCents(result.data.balanceCents)} still due`);
            setOpen(false);
            router.refresh();
          }}
        >
          <DialogHeader>
            <DialogTitle>Record a payment</DialogTitle>
            <DialogDescription>Balance due: {formatCents(balanceCents)}. A partial payment leaves the rest open.</DialogDescription>
          </DialogHeader>
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
          <FormError message={error} />
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              Save payment
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function VoidInvoiceDialog({ invoiceId }: { invoiceId: string }) {
  const router = useRouter();
  const id = useId();
  const [openDialog, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const { busy, error, call } = useActionCall();
  return (
    <Dialog open={openDialog} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Void</Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            const result = await call(() => voidInvoiceAction({ invoiceId, reason }), "Failed to update invoice");
            if (!result) return;
            toast.success("Invoice voided");
            setOpen(false);
            router.refresh();
          }}
        >
          <DialogHeader>
            <DialogTitle>Void this invoice?</DialogTitle>
            <DialogDescription>The open balance is written off in the ledger. Payments already taken stay recorded.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Input id={`${id}-reason`} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </div>
          <FormError message={error} />
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={busy}>
              Void invoice
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
