"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/components/ui/form-error";
import { useActionCall } from "@/components/ui/use-action-call";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { createVisitInvoicesAction } from "@/lib/admin/actions/invoices/create-visit-invoices";
import { formatCents } from "@/lib/format/money";

export type UninvoicedGroup = { customerId: string; customerName: string; lines: { visitId: string; description: string; rateCents: number }[]; totalCents: number };

/** "Create invoices" from the preview's wording: how many invoices, and their total. */
export function batchSummary(count: number, totalCents: number): string {
  return count === 1 ? `This 1 invoice will be created, total ${formatCents(totalCents)}` : `These ${count} invoices will be created, total ${formatCents(totalCents)}`;
}

/**
 * The uninvoiced completed visits, one card per customer (one invoice each), every customer
 * selected to start with; the preview line follows the selection, and "Create invoices" sends
 * the selected visits — the server recomputes every figure.
 */
export function UninvoicedVisitsForm({ groups, onCreated }: { groups: UninvoicedGroup[]; onCreated?: (invoiceIds: string[]) => void }) {
  const router = useRouter();
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const { busy, error, call } = useActionCall();
  const chosen = useMemo(() => groups.filter((g) => !excluded.has(g.customerId)), [groups, excluded]);
  const total = chosen.reduce((sum, g) => sum + g.totalCents, 0);
  const toggle = (customerId: string, on: boolean) =>
    setExcluded((current) => {
      const next = new Set(current);
      if (on) next.delete(customerId);
      else next.add(customerId);
      return next;
    });

  return (
    <form
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await call(() => createVisitInvoicesAction({ visitIds: chosen.flatMap((g) => g.lines.map((l) => l.visitId)) }), "Failed to create invoices");
        if (!result) return;
        toast.success(`${result.data.invoiceCount} draft ${result.data.invoiceCount === 1 ? "invoice" : "invoices"} created, total ${formatCents(result.data.totalCents)}`);
        setExcluded(new Set());
        onCreated?.(result.data.invoiceIds);
        router.refresh();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-4">
        <div className="flex items-center gap-2">
          <Checkbox
            id="uninvoiced-select-all"
            checked={excluded.size === 0 ? true : chosen.length === 0 ? false : "indeterminate"}
            onCheckedChange={(on) => setExcluded(on === true ? new Set() : new Set(groups.map((g) => g.customerId)))}
          />
          <label htmlFor="uninvoiced-select-all" className="text-sm">
            All customers
          </label>
        </div>
        <p className="font-medium" data-testid="batch-preview" aria-live="polite">
          {batchSummary(chosen.length, total)}
        </p>
        <Button type="submit" disabled={busy || chosen.length === 0}>
          {busy ? "Creating…" : "Create invoices"}
        </Button>
      </div>
      <FormError message={error} />
      <ul className="grid gap-4" aria-label="Invoices to create">
        {groups.map((group) => (
          <li key={group.customerId}>
            <Card>
              <CardHeader className="flex flex-row items-center gap-3 space-y-0">
                <Checkbox
                  id={`customer-${group.customerId}`}
                  checked={!excluded.has(group.customerId)}
                  onCheckedChange={(on) => toggle(group.customerId, on === true)}
                />
                <CardTitle className="flex flex-1 flex-wrap items-baseline justify-between gap-2 text-base">
                  <h2>
                    <label htmlFor={`customer-${group.customerId}`}>{group.customerName}</label>
                  </h2>
                  <span className="text-sm font-normal text-muted-foreground">
                    {group.lines.length} {group.lines.length === 1 ? "visit" : "visits"} · {formatCents(group.totalCents)} with tax
                  </span>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-1 text-sm">
                  {group.lines.map((line) => (
                    <li key={line.visitId} className="flex justify-between gap-4">
                      <span>{line.description}</span>
                      <span className="tabular-nums">{formatCents(line.rateCents)}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </form>
  );
}
