"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** The id of the control a schema path names ("discounts.weekly" → "pricing-discounts-weekly"), for focusing the first error. */
export const pricingFieldId = (path: string) => `pricing-${path.replaceAll(".", "-")}`;

/** The pricing form's first error: only it is shown (spec §5), by the field it is about. */
export type PricingError = { path: string; message: string } | null;

/** The schema paths a control of the form shows its error beside; any other shows above the buttons. */
export const hasOwnField = (path: string) =>
  /^(measureName|measureUnit|basePrice|includedUnits|unitStep|stepPrice|minimum|baseMinutes|stepMinutes|frequencies|discounts\.\w+|depositAmount|depositPercent|addOns\.\d+\.(name|price|extraMinutes))$/.test(path);

export const errorAt = (error: PricingError, path: string) => (error?.path === path ? error.message : undefined);

/** One labelled text field of the pricing form, keyed by its schema path. */
export function PricingField({
  path,
  label,
  value,
  onChange,
  error,
  description,
  inputMode = "decimal",
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: PricingError;
  description?: string;
  inputMode?: "decimal" | "numeric" | "text";
}) {
  return (
    <FormField label={label} error={errorAt(error, path)} description={description} id={pricingFieldId(path)}>
      <Input value={value} onChange={(event) => onChange(event.target.value)} inputMode={inputMode} />
    </FormField>
  );
}
