"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { runSecurityChecksAction } from "@/lib/superadmin/actions/run-security-checks";

/** Starts a live run; the page re-renders with it on top. A run takes a few seconds. */
export function RunSecurityChecksButton() {
  const router = useRouter();
  const [running, setRunning] = useState(false);
  const [, startTransition] = useTransition();

  async function run() {
    setRunning(true);
    const result = await runSecurityChecksAction({}).catch(() => null);
    setRunning(false);
    if (!result?.ok) {
      toast.error(result?.message ?? "Failed to run the security checks");
      return;
    }
    const { passed, failed } = result.data;
    if (failed === 0) toast.success(`All ${passed} checks passed`);
    else toast.error(`${failed} of ${passed + failed} checks failed`);
    startTransition(() => router.refresh());
  }

  return (
    <Button onClick={run} disabled={running} aria-busy={running}>
      {running ? <Spinner className="size-4" /> : null}
      {running ? "Running checks…" : "Run checks"}
    </Button>
  );
}
