"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import type { ActionResult } from "@/lib/foundation/action-result";
import { firstErrorMessage } from "@/lib/validation/first-error";

type FieldError = { field?: string; message: string } | null;

/**
 * The state of one settings form: values, the first error (spec §5: only one shown, on its
 * field), and a submit that checks the shared schema before calling the server action.
 * `schema` is a loader so zod stays out of the page's first load; `preload` (for the form's
 * onFocus) starts fetching it before the submit needs it.
 */
export function useSettingsForm<V extends Record<string, unknown>, T>(options: {
  initial: V;
  schema: () => Promise<z.ZodType>;
  action: (values: V) => Promise<ActionResult<T>>;
  success: string;
  onSaved?: (data: T) => void;
}) {
  const [values, setValues] = useState<V>(options.initial);
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await options.schema()).safeParse(values);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setError({ field: typeof field === "string" ? field : undefined, message: firstErrorMessage(parsed.error) });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await options.action(values);
      if (!result.ok) {
        setError({ field: result.field, message: result.message });
        toast.error(result.message);
        return;
      }
      toast.success(options.success);
      options.onSaved?.(result.data);
    } catch {
      toast.error("Failed to save settings");
    } finally {
      setBusy(false);
    }
  };
  const preload = () => void options.schema();
  return { values, set, error, errorFor, busy, submit, preload };
}
