"use client";

import { Plus, Trash2 } from "@/components/icons";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ActionResult } from "@/lib/foundation/action-result";
import { formatCents } from "@/lib/format/money";
import { computeDocumentTotals } from "@/lib/money/documents/document-totals";
import type { BuilderCustomer, BuilderService } from "@/lib/money/documents/list-builder-options";

/** What the builder edits; amounts in cents, quantity a number, dates "YYYY-MM-DD" or "". */
export type BuilderValues = {
  customerId: string;
  heading: string;
  lines: Array<{ description: string; quantity: string; rate: string; serviceId: string | null }>;
  discount: string;
  date: string;
  terms: string;
  notes: string;
  /** A quote's deposit on approval (issue 37): none, a dollar amount, or a percent of the total. */
  depositKind?: "none" | "amount" | "percent";
  deposit?: string;
};

export type BuilderPayload = {
  customerId: string;
  heading: string;
  lineItems: Array<{ description: string; quantity: number; rateCents: number; serviceId: string | null }>;
  discountCents: number;
  date: string | null;
  terms: string | null;
  notes: string | null;
  depositAmountCents: number | null;
  depositPercentBps: number | null;
};

type Props = {
  kind: "quote" | "invoice";
  customers: BuilderCustomer[];
  services: BuilderService[];
  taxRatePercent: number;
  initial: BuilderValues;
  save: (payload: BuilderPayload) => Promise<ActionResult<{ id: string }>>;
  /** Sends a saved draft; absent when the builder revises a sent document (saving is sending). */
  send?: (id: string) => Promise<ActionResult<unknown>>;
  /** The customer is fixed (a quote written for a customer's service request, a revision). */
  customerLocked?: boolean;
  /** Revising a sent quote or invoice (issue 37): one button sends the new revision; Cancel goes back. */
  revision?: { cancelHref: string };
};

const toCents = (text: string) => {
  const value = Number(text.replace(/[$,\s]/g, ""));
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
};
const emptyLine = { description: "", quantity: "1", rate: "", serviceId: null };

/**
 * The quote and invoice builder: a customer, line items from the services catalogue or free
 * text, a discount, a date (valid until / due), terms and notes. The totals shown are a
 * preview; the server recomputes them in integer cents with the business's tax rate.
 */
export function DocumentBuilder({ kind, customers, services, taxRatePercent: businessTaxRate, initial, save, send, customerLocked = false, revision }: Props) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<BuilderValues>(initial.lines.length ? initial : { ...initial, lines: [emptyLine] });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noun = kind === "quote" ? "quote" : "invoice";

  // The customer's location may have its own tax rate (issue 38); the server prices with the same.
  const taxRatePercent = customers.find((customer) => customer.id === values.customerId)?.taxRatePercent ?? businessTaxRate;
  const totals = useMemo(() => {
    const lines = values.lines.map((line) => ({ quantity: Number(line.quantity) || 0, rateCents: toCents(line.rate) || 0 }));
    return computeDocumentTotals(lines, toCents(values.discount) || 0, taxRatePercent);
  }, [values, taxRatePercent]);

  const setLine = (index: number, change: Partial<BuilderValues["lines"][number]>) =>
    setValues((v) => ({ ...v, lines: v.lines.map((line, i) => (i === index ? { ...line, ...change } : line)) }));

  const payload = (): BuilderPayload => ({
    customerId: values.customerId,
    heading: values.heading,
    lineItems: values.lines.map((line) => ({
      description: line.description,
      quantity: Number(line.quantity),
      rateCents: toCents(line.rate),
      serviceId: line.serviceId,
    })),
    discountCents: values.discount.trim() ? toCents(values.discount) : 0,
    date: values.date || null,
    terms: values.terms || null,
    notes: values.notes || null,
    depositAmountCents: values.depositKind === "amount" && values.deposit?.trim() ? toCents(values.deposit) : null,
    depositPercentBps: values.depositKind === "percent" && values.deposit?.trim() ? Math.round(Number(values.deposit.replace(/[%\s]/g, "")) * 100) : null,
  });

  const submit = async (thenSend: boolean) => {
    setBusy(true);
    setError(null);
    const saved = await save(payload()).catch(() => null);
    if (!saved?.ok) {
      setBusy(false);
      const message = saved?.message ?? `Failed to save ${noun}`;
      setError(message);
      toast.error(message);
      return;
    }
    if (revision) {
      toast.success("Revision sent to the customer");
    } else if (thenSend && send) {
      const sent = await send(saved.data.id).catch(() => null);
      if (!sent?.ok) {
        setBusy(false);
        toast.error(sent?.message ?? `Failed to send ${noun}`);
        router.push(`/admin/${noun}s/${saved.data.id}`);
        return;
      }
      toast.success(`${kind === "quote" ? "Quote" : "Invoice"} sent`);
    } else toast.success("Draft saved");
    router.push(`/admin/${noun}s/${saved.data.id}`);
    router.refresh();
  };

  return (
    <form
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-customer`}>Customer</Label>
            <select
              id={`${id}-customer`}
              className="h-9 rounded-md border bg-white px-3 text-sm"
              value={values.customerId}
              required
              disabled={customerLocked}
              onChange={(event) => setValues((v) => ({ ...v, customerId: event.target.value }))}
            >
              <option value="">Choose a customer…</option>
              {customers.map((customer) => (
                <option key={customer.id} value={customer.id}>
                  {customer.name}
                  {customer.email ? ` (${customer.email})` : ""}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-heading`}>{kind === "quote" ? "Title" : "Description"}</Label>
            <Input id={`${id}-heading`} value={values.heading} required maxLength={kind === "quote" ? 200 : 500} onChange={(event) => setValues((v) => ({ ...v, heading: event.target.value }))} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>{kind === "quote" ? "Valid until" : "Due date"}</Label>
            <Input id={`${id}-date`} type="date" value={values.date} onChange={(event) => setValues((v) => ({ ...v, date: event.target.value }))} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-discount`}>Discount ($)</Label>
            <Input id={`${id}-discount`} inputMode="decimal" value={values.discount} placeholder="0.00" onChange={(event) => setValues((v) => ({ ...v, discount: event.target.value }))} />
          </div>
          {kind === "quote" ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-deposit-kind`}>Deposit on approval</Label>
              <div className="flex gap-2">
                <select
                  id={`${id}-deposit-kind`}
                  className="h-9 rounded-md border bg-white px-3 text-sm"
                  value={values.depositKind ?? "none"}
                  onChange={(event) => setValues((v) => ({ ...v, depositKind: event.target.value as "none" | "amount" | "percent" }))}
                >
                  <option value="none">None</option>
                  <option value="amount">Amount ($)</option>
                  <option value="percent">Percent (%)</option>
                </select>
                {values.depositKind && values.depositKind !== "none" ? (
                  <Input
                    id={`${id}-deposit`}
                    aria-label={values.depositKind === "amount" ? "Deposit amount ($)" : "Deposit percent (%)"}
                    inputMode="decimal"
                    value={values.deposit ?? ""}
                    placeholder={values.depositKind === "amount" ? "0.00" : "25"}
                    onChange={(event) => setValues((v) => ({ ...v, deposit: event.target.value }))}
                  />
                ) : null}
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Line items</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ol className="grid gap-3" aria-label="Line items">
            {values.lines.map((line, index) => (
              <li key={index} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_6rem_8rem_7rem_auto] sm:items-end">
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-desc-${index}`}>Description</Label>
                  <Input id={`${id}-desc-${index}`} value={line.description} required maxLength={500} onChange={(event) => setLine(index, { description: event.target.value })} />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-qty-${index}`}>Quantity</Label>
                  <Input id={`${id}-qty-${index}`} inputMode="decimal" value={line.quantity} required onChange={(event) => setLine(index, { quantity: event.target.value })} />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-rate-${index}`}>Rate ($)</Label>
                  <Input id={`${id}-rate-${index}`} inputMode="decimal" value={line.rate} required placeholder="0.00" onChange={(event) => setLine(index, { rate: event.target.value })} />
                </div>
                <p className="text-sm sm:pb-2 sm:text-right" aria-label={`Line ${index + 1} amount`}>
                  {formatCents(totals.lineAmountsCents[index] ?? 0)}
                </p>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove line ${index + 1}`}
                  disabled={values.lines.length === 1}
                  onClick={() => setValues((v) => ({ ...v, lines: v.lines.filter((_, i) => i !== index) }))}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-service`}>Add a service</Label>
              <select
                id={`${id}-service`}
                className="h-9 min-w-56 rounded-md border bg-white px-3 text-sm"
                value=""
                onChange={(event) => {
                  const service = services.find((s) => s.id === event.target.value);
                  if (!service) return;
                  const line = { description: service.name, quantity: "1", rate: ((service.priceCents ?? 0) / 100).toFixed(2), serviceId: service.id };
                  setValues((v) => {
                    const blank = v.lines.length === 1 && !v.lines[0].description && !v.lines[0].rate;
                    return { ...v, lines: blank ? [line] : [...v.lines, line] };
                  });
                }}
              >
                <option value="">Choose from the catalogue…</option>
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name}
                    {service.priceCents !== null ? ` — ${formatCents(service.priceCents)}` : ""}
                  </option>
                ))}
              </select>
            </div>
            <Button type="button" variant="outline" onClick={() => setValues((v) => ({ ...v, lines: [...v.lines, emptyLine] }))}>
              <Plus className="size-4" aria-hidden="true" /> Add line
            </Button>
          </div>
          <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-1 text-sm" aria-label="Totals">
            <dt>Subtotal</dt>
            <dd className="text-right">{formatCents(totals.subtotalCents)}</dd>
            <dt>Discount</dt>
            <dd className="text-right">−{formatCents(totals.discountCents)}</dd>
            <dt>Tax ({taxRatePercent}%)</dt>
            <dd className="text-right">{formatCents(totals.taxAmountCents)}</dd>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold" data-testid="builder-total">
              {formatCents(totals.totalCents)}
            </dd>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-terms`}>{kind === "quote" ? "Terms" : "Payment instructions"}</Label>
            <Textarea id={`${id}-terms`} value={values.terms} rows={4} onChange={(event) => setValues((v) => ({ ...v, terms: event.target.value }))} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-notes`}>Notes</Label>
            <Textarea id={`${id}-notes`} value={values.notes} rows={4} onChange={(event) => setValues((v) => ({ ...v, notes: event.target.value }))} />
          </div>
        </CardContent>
      </Card>

      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {revision ? (
        <div className="flex flex-wrap justify-end gap-3">
          <Button asChild variant="outline">
            <Link href={revision.cancelHref}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={busy}>
            Send revision
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="submit" variant="outline" disabled={busy}>
            Save draft
          </Button>
          <Button type="button" disabled={busy} onClick={() => void submit(true)}>
            Save and send
          </Button>
        </div>
      )}
    </form>
  );
}
