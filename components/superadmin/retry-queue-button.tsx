"use client";

import { RotateCcw } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { retryFailedJobsAction } from "@/lib/superadmin/actions/retry-failed-jobs";

/** Re-queues one background queue's failed jobs (dashboard → Background queues). */
export function RetryQueueButton({ queue, failed }: { queue: string; failed: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();
  async function retry() {
    setBusy(true);
    const result = await retryFailedJobsAction({ queue }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      toast.error(result?.message ?? "Failed to retry jobs");
      return;
    }
    toast.success(result.data.retried > 0 ? `${result.data.retried} job${result.data.retried === 1 ? "" : "s"} re-queued` : "No failed jobs to retry");
    startTransition(() => router.refresh());
  }
  return (
    <Button size="sm" variant="outline" disabled={busy} onClick={retry} aria-label={`Retry ${failed} failed job${failed === 1 ? "" : "s"} in ${queue}`}>
      <RotateCcw aria-hidden="true" />
      {busy ? "Retrying..." : "Retry"}
    </Button>
  );
}
