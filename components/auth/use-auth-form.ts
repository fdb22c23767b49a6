"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/foundation/action-result";
import { firstFieldError } from "./first-error";

/** Where a successful sign-in, sign-up or invitation goes next (another host: `external`). */
type Onward = { redirectTo: string; external?: boolean };

/**
 * What the sign-in, sign-up and invitation forms share: spec §5's one error at a time (the first
 * in the form's order, beside its field and in a toast), the submit that toasts the server's
 * message or goes on, and the guard screen that stands in for the form while the next page
 * checks access — which the person can cancel to see the form again.
 */
export function useAuthForm<Values extends FieldValues>(order: readonly (keyof Values & string)[]) {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [navigating, startNavigation] = useTransition();
  const [guardCancelled, setGuardCancelled] = useState(false);
  const [firstError, setFirstError] = useState<{ name: string; message: string } | null>(null);

  const submit = async (call: () => Promise<ActionResult<Onward>>, messages: { success: string; failure: string }) => {
    setFirstError(null);
    setSubmitting(true);
    try {
      const result = await call();
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      if (result.data.external) {
        window.location.assign(result.data.redirectTo);
        return;
      }
      toast.success(messages.success);
      setGuardCancelled(false);
      startNavigation(() => router.replace(result.data.redirectTo));
    } catch {
      toast.error(messages.failure);
    } finally {
      setSubmitting(false);
    }
  };

  const onInvalid = (errors: FieldErrors<Values>) => {
    const first = firstFieldError(errors, order);
    setFirstError(first);
    if (first) toast.error(first.message);
  };

  return {
    submitting,
    submit,
    onInvalid,
    errorFor: (name: keyof Values & string) => (firstError?.name === name ? firstError.message : undefined),
    guarding: navigating && !guardCancelled,
    cancelGuard: () => setGuardCancelled(true),
  };
}
