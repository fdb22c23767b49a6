"use client";

import * as React from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** Props a labelled control needs so assistive tech can find its label, hint and error. */
export type FormControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  label: React.ReactNode;
  /** The field's error message (e.g. `errors.email?.message`); when set the control is marked invalid. */
  error?: string;
  /** A hint shown under the label and read with the control. */
  description?: React.ReactNode;
  /** The control's id; defaults to the child's own id, then a generated one. */
  id?: string;
  className?: string;
  /**
   * Either the control element itself (`<Input {...register("email")} />`), which receives the
   * wiring as props, or a function that places the props where the focusable element is —
   * needed for composites such as Select, whose focusable part is the SelectTrigger.
   */
  children: React.ReactElement<Record<string, unknown>> | ((control: FormControlProps) => React.ReactNode);
};

/**
 * A labelled field for react-hook-form users:
 *   <FormField label="Email" error={errors.email?.message}>
 *     <Input type="email" {...register("email")} />
 *   </FormField>
 * The label points at the control; the control gets aria-invalid and aria-describedby naming
 * the hint and the error element, so a screen reader reads the error when the field is focused.
 */
function FormField({ label, error, description, id, className, children }: FormFieldProps) {
  const generatedId = React.useId();
  const childProps = typeof children === "function" ? undefined : children.props;
  const controlId = id ?? (typeof childProps?.id === "string" ? childProps.id : undefined) ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  // Keep any ids the control already names (e.g. a shared hint elsewhere on the page).
  const ownDescribedBy = typeof childProps?.["aria-describedby"] === "string" ? childProps["aria-describedby"] : "";
  const describedBy = [ownDescribedBy, descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  const control: FormControlProps = {
    id: controlId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };

  return (
    <div data-slot="form-field" data-invalid={error ? "true" : undefined} className={cn("grid gap-2", className)}>
      <Label htmlFor={controlId} className={cn(error && "text-destructive")}>
        {label}
      </Label>
      {typeof children === "function" ? children(control) : React.cloneElement(children, control)}
      {description && (
        <p id={descriptionId} data-slot="form-field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} data-slot="form-field-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export { FormField };
