import type { FieldErrors, FieldValues } from "react-hook-form";

/** Spec §5: only the first validation error, in the form's field order, is shown. */
export function firstFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: ReadonlyArray<keyof T & string>,
): { field: keyof T & string; message: string } | null {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === "string" && message) return { field, message };
  }
  return null;
}
