"use client";

import { useEffect, useId, useMemo, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FREQUENCY_LABELS } from "@/lib/booking/pricing/frequencies";
import { priceVisit } from "@/lib/booking/pricing/price-visit";
import { formatCents } from "@/lib/format/money";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { toNumber } from "@/lib/validation/generic-rules";
import { loadPricingSchema, type PricingSchemaModule } from "./load-pricing-schema";
import { pricingInputFromForm, type PricingFormState } from "./pricing-form-state";

/**
 * What a customer would pay, for a sample measure and add-ons, under the rule as typed now: the
 * same schema and `priceVisit` that /book and the API use, so the preview cannot disagree with
 * what the owner saves. Nothing is priced until the rule is complete; the first problem says why.
 */
export function PricingPreview({ state }: { state: PricingFormState }) {
  const id = useId();
  const [schema, setSchema] = useState<PricingSchemaModule | null>(null);
  const [sample, setSample] = useState("");
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    void loadPricingSchema().then(setSchema);
  }, []);
  const parsed = useMemo(() => schema?.pricingRuleInputSchema.safeParse(pricingInputFromForm(state)) ?? null, [schema, state]);
  const measure = toNumber(sample);
  const measureOk = measure === null || (Number.isInteger(measure) && measure >= 0);
  const measureName = state.measureName.trim();
  const unit = state.measureUnit.trim();

  let body: React.ReactNode;
  if (!schema || !parsed) {
    body = <p className="text-sm text-muted-foreground">Loading the preview…</p>;
  } else if (!parsed.success) {
    body = <p className="text-sm text-muted-foreground">Complete the rule to see prices: {firstErrorMessage(parsed.error)}</p>;
  } else if (!measureOk) {
    body = <p className="text-sm text-muted-foreground">Enter the sample as a whole number.</p>;
  } else {
    const rule = schema.pricingRuleFromInput(parsed.data);
    // Add-ons carry the form's row keys as ids, so a tick follows its row while the owner edits the list.
    const addOns = schema
      .addOnsFromInput(parsed.data)
      .map((addOn, i) => ({ ...addOn, id: state.addOns[i].key }))
      .filter((addOn) => ticked.has(addOn.id));
    body = (
      <ul className="grid gap-3" aria-label="Prices per frequency">
        {rule.frequencies.map((frequency) => {
          const price = priceVisit(rule, { measure: measure ?? 0, addOns, frequency });
          return (
            <li key={frequency} className="rounded-lg border bg-white p-3" data-testid={`preview-${frequency}`}>
              <p className="font-medium">{FREQUENCY_LABELS[frequency]}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                <dt className="text-muted-foreground">First visit</dt>
                <dd>{formatCents(price.firstVisitCents)}</dd>
                <dt className="text-muted-foreground">Per visit</dt>
                <dd>{formatCents(price.pricePerVisitCents)}</dd>
                <dt className="text-muted-foreground">Discount</dt>
                <dd>{price.discountBps > 0 ? `${price.discountBps / 100} % (−${formatCents(price.discountCents)})` : "None"}</dd>
                <dt className="text-muted-foreground">Duration</dt>
                <dd>{price.durationMinutes} min</dd>
                {price.depositCents > 0 ? (
                  <>
                    <dt className="text-muted-foreground">Deposit</dt>
                    <dd>{formatCents(price.depositCents)}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border bg-muted/30 p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        Preview
      </h2>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-sample`}>
          Sample {measureName ? measureName.toLowerCase() : "measure"}
          {unit ? ` (${unit})` : ""}
        </Label>
        <Input id={`${id}-sample`} inputMode="numeric" value={sample} onChange={(event) => setSample(event.target.value)} placeholder="0" />
      </div>
      {state.addOns.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Sample add-ons</legend>
          {state.addOns.map((row) => (
            <div key={row.key} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${row.key}`}
                checked={ticked.has(row.key)}
                onCheckedChange={(checked) =>
                  setTicked((current) => {
                    const next = new Set(current);
                    if (checked) next.add(row.key);
                    else next.delete(row.key);
                    return next;
                  })
                }
              />
              <Label htmlFor={`${id}-${row.key}`}>{row.name.trim() || "Unnamed add-on"}</Label>
            </div>
          ))}
        </fieldset>
      ) : null}
      <div aria-live="polite">{body}</div>
    </section>
  );
}
