"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/components/ui/form-error";
import { useActionCall } from "@/components/ui/use-action-call";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { sendInvoicesBatchAction } from "@/lib/admin/actions/invoices/send-invoices-batch";
import type { BatchSendOutcome } from "@/lib/money/invoices/visit-invoicing/send-invoices-batch";
import { formatCents } from "@/lib/format/money";

export type DraftRow = { id: string; label: string; customerName: string; description: string | null; amountCents: number };

/**
 * "Send selected": the business's drafts with a checkbox each. Each draft is sent on its own,
 * so the answer lists what was sent and, per invoice, why any was not.
 */
export function SendDraftsForm({ drafts, selected, onSelectedChange }: { drafts: DraftRow[]; selected: Set<string>; onSelectedChange: (next: Set<string>) => void }) {
  const router = useRouter();
  const { busy, error, call } = useActionCall();
  const [failures, setFailures] = useState<{ label: string; message: string }[]>([]);
  const present = drafts.filter((d) => selected.has(d.id));
  const allSelected = drafts.length > 0 && present.length === drafts.length;
  const labelOf = (outcome: BatchSendOutcome) => drafts.find((d) => d.id === outcome.invoiceId)?.label ?? outcome.invoiceId;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{present.length} selected</p>
        <Button
          type="button"
          disabled={busy || present.length === 0}
          onClick={async () => {
            const result = await call(() => sendInvoicesBatchAction({ invoiceIds: present.map((d) => d.id) }), "Failed to send invoices");
            if (!result) return;
            const failed = result.data.outcomes.filter((o) => !o.ok);
            setFailures(failed.map((o) => ({ label: labelOf(o), message: o.ok ? "" : o.message })));
            if (result.data.sent > 0) toast.success(`${result.data.sent} ${result.data.sent === 1 ? "invoice" : "invoices"} sent`);
            onSelectedChange(new Set(failed.map((o) => o.invoiceId)));
            router.refresh();
          }}
        >
          {busy ? "Sending…" : "Send selected"}
        </Button>
      </div>
      <FormError message={error} />
      {failures.length > 0 ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p className="font-medium">
            {failures.length} {failures.length === 1 ? "invoice was" : "invoices were"} not sent:
          </p>
          <ul className="mt-2 list-disc pl-5">
            {failures.map((f) => (
              <li key={f.label}>
                {f.label}: {f.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="overflow-x-auto">
        <Table aria-label="Draft invoices">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox aria-label="Select all drafts" checked={allSelected} onCheckedChange={(on) => onSelectedChange(on ? new Set(drafts.map((d) => d.id)) : new Set())} />
              </TableHead>
              <TableHead>Number</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead className="hidden sm:table-cell">Description</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {drafts.map((draft) => (
              <TableRow key={draft.id} data-state={selected.has(draft.id) ? "selected" : undefined}>
                <TableCell>
                  <Checkbox
                    aria-label={`Select ${draft.label}`}
                    checked={selected.has(draft.id)}
                    onCheckedChange={(on) => {
                      const next = new Set(selected);
                      if (on === true) next.add(draft.id);
                      else next.delete(draft.id);
                      onSelectedChange(next);
                    }}
                  />
                </TableCell>
                <TableCell className="font-medium">
                  <Link href={`/admin/invoices/${draft.id}`} className="underline-offset-2 hover:underline">
                    {draft.label}
                  </Link>
                </TableCell>
                <TableCell>{draft.customerName}</TableCell>
                <TableCell className="hidden sm:table-cell">{draft.description ?? "—"}</TableCell>
                <TableCell className="text-right">{formatCents(draft.amountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
