"use client";

import { useCallback, useState } from "react";
import type { ActionResult } from "@/lib/foundation/action-result";

/**
 * The busy flag and inline error every form keeps around one server-action call. `call` runs
 * the action, turns a thrown or network failure into `fallback` (the action's own refusal
 * message wins), and answers the data on success or null after a failure — so a form only
 * writes what it does on success.
 */
export function useActionCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const call = useCallback(async <T,>(run: () => Promise<ActionResult<T>>, fallback: string): Promise<{ data: T } | null> => {
    setBusy(true);
    setError(null);
    const result = await run().catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? fallback);
      return null;
    }
    return { data: result.data };
  }, []);

  return { busy, error, setError, call };
}
