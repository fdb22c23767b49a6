"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

/**
 * Crew's day: a visit that cannot be done is cancelled with a reason (rain, locked gate,
 * customer away). Tucked behind a disclosure so it is never pressed by mistake; the card runs
 * the action and shows its outcome.
 */
export function CancelVisitForm({ busy, onCancel }: { busy: boolean; onCancel: (reason: string) => void }) {
  const [reason, setReason] = useState("");
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Can&apos;t do this visit?</summary>
      <div className="mt-3 grid gap-3">
        <FormField label="Reason for cancelling">
          <Textarea value={reason} maxLength={500} rows={2} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <Button type="button" variant="destructive" disabled={busy} onClick={() => onCancel(reason)}>
          Cancel visit
        </Button>
      </div>
    </details>
  );
}
