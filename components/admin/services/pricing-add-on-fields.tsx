"use client";

import { Button } from "@/components/ui/button";
import { PRICING_LIMITS } from "@/lib/booking/pricing/pricing-limits";
import { PricingField, type PricingError } from "./pricing-field";
import { newRowKey, type AddOnRow } from "./pricing-form-state";

/** Extras a customer can add to a visit: rows to add and remove, each with its price and extra minutes. */
export function PricingAddOnFields({ addOns, onChange, error }: { addOns: AddOnRow[]; onChange: (addOns: AddOnRow[]) => void; error: PricingError }) {
  const update = (key: string, patch: Partial<AddOnRow>) => onChange(addOns.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Add-ons</legend>
      {addOns.length === 0 ? <p className="text-sm text-muted-foreground">No add-ons.</p> : null}
      {addOns.map((row, i) => (
        <div key={row.key} className="grid items-start gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_7rem_7rem_auto]">
          <PricingField path={`addOns.${i}.name`} label={`Add-on ${i + 1} name`} inputMode="text" value={row.name} onChange={(name) => update(row.key, { name })} error={error} />
          <PricingField path={`addOns.${i}.price`} label="Price ($)" value={row.price} onChange={(price) => update(row.key, { price })} error={error} />
          <PricingField path={`addOns.${i}.extraMinutes`} label="Extra minutes" inputMode="numeric" value={row.extraMinutes} onChange={(extraMinutes) => update(row.key, { extraMinutes })} error={error} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="sm:mt-7"
            onClick={() => onChange(addOns.filter((other) => other.key !== row.key))}
            aria-label={`Remove add-on ${i + 1}${row.name.trim() ? ` (${row.name.trim()})` : ""}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={addOns.length >= PRICING_LIMITS.addOns}
          onClick={() => onChange([...addOns, { key: newRowKey(), id: null, name: "", price: "", extraMinutes: "" }])}
        >
          Add an add-on
        </Button>
      </div>
    </fieldset>
  );
}
