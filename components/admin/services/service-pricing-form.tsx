"use client";

import { useState } from "react";
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle, AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { clearServicePricingAction, setServicePricingAction } from "@/lib/admin/actions/services/set-service-pricing";
import { loadPricingSchema } from "./load-pricing-schema";
import { PricingAddOnFields } from "./pricing-add-on-fields";
import { hasOwnField, PricingField, pricingFieldId, type PricingError } from "./pricing-field";
import { addOnRows, emptyPricingForm, pricingFormFromStored, pricingInputFromForm, type PricingFormState, type StoredPricing } from "./pricing-form-state";
import { PricingFrequencyFields } from "./pricing-frequency-fields";
import { PricingPreview } from "./pricing-preview";

type TextPath = Exclude<keyof PricingFormState, "frequencies" | "discounts" | "deposit" | "addOns">;

const DEPOSITS = [
  { value: "none", label: "No deposit" },
  { value: "amount", label: "An amount" },
  { value: "percent", label: "A share of the first visit" },
] as const;

/**
 * Services → Pricing (issue 39 item 1): the rule /book and the API price a service with, and a
 * live preview of it. Judged by the server's own schema before sending, so the first problem
 * shows by its field without a round trip; on its own page so /admin/services carries none of it.
 */
export function ServicePricingForm({ serviceId, name, stored }: { serviceId: string; name: string; stored: StoredPricing | null }) {
  const [state, setState] = useState<PricingFormState>(() => pricingFormFromStored(stored));
  const [hasRule, setHasRule] = useState(stored !== null);
  const [fieldError, setFieldError] = useState<PricingError>(null);
  const { busy, error, call } = useActionCall();
  const change = (patch: Partial<PricingFormState>) => setState((current) => ({ ...current, ...patch }));
  const field = (path: TextPath, label: string, extra: { description?: string; inputMode?: "decimal" | "numeric" | "text" } = {}) => (
    <PricingField path={path} label={label} value={state[path]} onChange={(value) => change({ [path]: value })} error={fieldError} {...extra} />
  );

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = pricingInputFromForm(state);
    const parsed = (await loadPricingSchema()).pricingRuleInputSchema.safeParse(input);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const path = issue.path.join(".");
      setFieldError({ path, message: issue.message });
      document.getElementById(pricingFieldId(path))?.focus();
      return;
    }
    setFieldError(null);
    const saved = await call(() => setServicePricingAction({ serviceId, ...input }), "Failed to save the pricing rule");
    if (!saved) return;
    // The stored add-ons' ids, so the next save keeps them (bookings name the add-ons they took).
    setState((current) => ({ ...current, addOns: addOnRows(saved.data.addOns) }));
    setHasRule(true);
    toast.success(`Pricing saved for ${name}`);
  };

  const remove = async () => {
    const removed = await call(() => clearServicePricingAction({ serviceId }), "Failed to remove the pricing rule");
    if (!removed) return;
    setState(emptyPricingForm());
    setHasRule(false);
    setFieldError(null);
    toast.success(`Pricing rule removed: ${name} keeps its own price`);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <form onSubmit={save} onFocus={() => void loadPricingSchema()} noValidate aria-label={`How ${name} is priced`} aria-busy={busy}>
        {/* Nothing can be changed while a save or a removal is on its way. */}
        <fieldset disabled={busy} className="grid min-w-0 gap-6">
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">Measure</legend>
            {field("measureName", "Measure name", { inputMode: "text", description: "What the customer measures, e.g. Lawn size. Empty: a fixed price." })}
            {field("measureUnit", "Unit", { inputMode: "text", description: "Shown after the number, e.g. sq ft." })}
          </fieldset>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">Price</legend>
            {field("basePrice", "Base price ($)")}
            {field("includedUnits", "Units included in the base price", { inputMode: "numeric" })}
            {field("unitStep", "Per how many units above them", { inputMode: "numeric", description: "A part of a step counts as a whole one." })}
            {field("stepPrice", "Price per step ($)")}
            {field("minimum", "Minimum price ($)")}
          </fieldset>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">Time</legend>
            {field("baseMinutes", "Base minutes", { inputMode: "numeric" })}
            {field("stepMinutes", "Minutes per step", { inputMode: "numeric" })}
          </fieldset>
          <PricingFrequencyFields state={state} onChange={change} error={fieldError} />
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">Deposit</legend>
            <p className="text-sm text-muted-foreground">Taken at booking when you take cards.</p>
            {DEPOSITS.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm">
                <input type="radio" name="deposit" value={option.value} checked={state.deposit === option.value} onChange={() => change({ deposit: option.value })} />
                {option.label}
              </label>
            ))}
            {state.deposit === "amount" ? field("depositAmount", "Deposit amount ($)") : null}
            {state.deposit === "percent" ? field("depositPercent", "Deposit (% of the first visit)") : null}
          </fieldset>
          <PricingAddOnFields addOns={state.addOns} onChange={(addOns) => change({ addOns })} error={fieldError} />
          {/* A problem with no field of its own (such as too many add-ons) still shows. */}
          {fieldError && !hasOwnField(fieldError.path) ? <FormError message={fieldError.message} /> : null}
          <FormError message={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save pricing"}
            </Button>
            {hasRule ? <RemovePricingButton name={name} onConfirm={remove} /> : null}
          </div>
        </fieldset>
      </form>
      <div className="lg:sticky lg:top-4">
        <PricingPreview state={state} />
      </div>
    </div>
  );
}

function RemovePricingButton({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline">
          Remove pricing rule
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove the pricing rule of {name}?</AlertDialogTitle>
          <AlertDialogDescription>It keeps its own price and billing method, and can no longer be booked online from a measure.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Remove</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
