"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type Option = { value: string; label: string };

/** A labelled select bound to a react-hook-form field, with its error wired for screen readers. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  placeholder,
  options,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  error?: string;
  placeholder: string;
  options: readonly Option[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error}>
          {(controlProps) => (
            <Select value={field.value ?? ""} onValueChange={field.onChange}>
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur} className="w-full">
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
