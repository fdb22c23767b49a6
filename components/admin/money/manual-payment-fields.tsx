"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ManualPaymentMethod } from "@/lib/money/invoices/invoice-schema";

const METHODS: ReadonlyArray<{ value: ManualPaymentMethod; label: string }> = [
  { value: "cash", label: "Cash" },
  { value: "check", label: "Check" },
  { value: "bank_transfer", label: "Bank transfer" },
  { value: "other", label: "Other" },
];

/** What staff type for a payment taken by hand: the amount in dollars as typed, how it was paid, a note. */
export type ManualPaymentValues = { amount: string; method: ManualPaymentMethod; note: string };

/** The typed amount in cents ("$1,234.50" → 123450); the action's schema refuses what is not a positive amount. */
export function manualPaymentCents(amount: string): number {
  return Math.round(Number(amount.replace(/[$,\s]/g, "")) * 100);
}

/**
 * Amount, method and note of a payment recorded by hand — the invoice's "Record payment" and
 * the quote's "Record deposit" (loaded on first use there) — one set of fields for both.
 */
export function ManualPaymentFields({ values, onChange }: { values: ManualPaymentValues; onChange: (values: ManualPaymentValues) => void }) {
  const id = useId();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>Amount ($)</Label>
        <Input id={`${id}-amount`} inputMode="decimal" value={values.amount} required onChange={(event) => onChange({ ...values, amount: event.target.value })} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-method`}>Method</Label>
        <select
          id={`${id}-method`}
          className="h-9 rounded-md border bg-white px-3 text-sm"
          value={values.method}
          onChange={(event) => onChange({ ...values, method: event.target.value as ManualPaymentMethod })}
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
        <Input
          id={`${id}-note`}
          value={values.note}
          maxLength={500}
          placeholder="Cheque number, who paid…"
          onChange={(event) => onChange({ ...values, note: event.target.value })}
        />
      </div>
    </>
  );
}
