import type { FieldErrors, FieldValues } from "react-hook-form";

/** Spec §5: only the first error (in the form's field order) is shown. */
export function firstFieldError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T & string)[]) {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === "string") return { name, message };
  }
  return null;
}
