"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { BOOKING_FREQUENCIES, FREQUENCY_LABELS, type BookingFrequency } from "@/lib/booking/pricing/frequencies";
import { errorAt, pricingFieldId, type PricingError } from "./pricing-field";
import type { PricingFormState } from "./pricing-form-state";

/** The frequencies a customer may book, each ticked with its discount in percent beside it. */
export function PricingFrequencyFields({ state, onChange, error }: { state: PricingFormState; onChange: (patch: Partial<PricingFormState>) => void; error: PricingError }) {
  const toggle = (frequency: BookingFrequency, on: boolean) =>
    onChange({ frequencies: on ? [...state.frequencies, frequency] : state.frequencies.filter((offered) => offered !== frequency) });
  const noneError = errorAt(error, "frequencies");
  return (
    <fieldset className="grid gap-3" aria-describedby={noneError ? "pricing-frequencies-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">Frequencies offered</legend>
      <p className="text-sm text-muted-foreground">The more often a plan comes, the larger (or the same) its discount.</p>
      {BOOKING_FREQUENCIES.map((frequency, i) => {
        const on = state.frequencies.includes(frequency);
        const discountId = pricingFieldId(`discounts.${frequency}`);
        const discountError = errorAt(error, `discounts.${frequency}`);
        // The first box carries the list's id, so a refusal of "no frequency" focuses it.
        const checkboxId = i === 0 ? pricingFieldId("frequencies") : `pricing-frequency-${frequency}`;
        return (
          <div key={frequency} className="grid gap-1">
            <div className="grid grid-cols-[auto_1fr_7rem] items-center gap-2">
              <Checkbox id={checkboxId} checked={on} onCheckedChange={(checked) => toggle(frequency, checked)} />
              <Label htmlFor={checkboxId}>{FREQUENCY_LABELS[frequency]}</Label>
              <Input
                id={discountId}
                aria-label={`${FREQUENCY_LABELS[frequency]} discount (%)`}
                aria-invalid={discountError ? true : undefined}
                aria-describedby={discountError ? `${discountId}-error` : undefined}
                inputMode="decimal"
                placeholder="0 %"
                disabled={!on}
                value={state.discounts[frequency]}
                onChange={(event) => onChange({ discounts: { ...state.discounts, [frequency]: event.target.value } })}
              />
            </div>
            {discountError ? (
              <p id={`${discountId}-error`} className="text-sm text-destructive">
                {discountError}
              </p>
            ) : null}
          </div>
        );
      })}
      {noneError ? (
        <p id="pricing-frequencies-error" className="text-sm text-destructive">
          {noneError}
        </p>
      ) : null}
    </fieldset>
  );
}
