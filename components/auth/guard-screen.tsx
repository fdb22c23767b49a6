"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { guardMessage, startGuardTimer, type GuardArea, type GuardPhase } from "@/lib/identity/staff/guard-timer";
import { GuardErrorCard } from "./guard-error-card";

/**
 * The business-area guard screen (spec §2): shown while access validation is pending in the
 * browser. Rotating messages at 0/2/5 s, a Cancel button, and the Loading Timeout card at
 * 10 s. The server still decides access; this only keeps the visitor informed.
 */
export function GuardScreen({ area, onCancel, timeoutMs }: { area: GuardArea; onCancel?: () => void; timeoutMs?: number }) {
  const [phase, setPhase] = useState<GuardPhase>("checking");
  const [timer, setTimer] = useState<ReturnType<typeof startGuardTimer> | null>(null);

  useEffect(() => {
    const started = startGuardTimer({ onPhase: setPhase, timeoutMs });
    setTimer(started);
    return () => started.stop();
  }, [timeoutMs]);

  if (phase === "timeout") return <GuardErrorCard kind="timeout" area={area} />;
  if (phase === "error") return <GuardErrorCard kind="error" area={area} />;
  if (phase === "cancelled") return null;
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-4 text-center" data-testid="guard-screen">
      <Spinner className="size-8 text-primary" label="Loading" />
      <p role="status" aria-live="polite" className="text-base font-medium">
        {guardMessage(phase)}
      </p>
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          timer?.cancel();
          onCancel?.();
        }}
      >
        Cancel
      </Button>
    </div>
  );
}
