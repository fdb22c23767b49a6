"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { followUpLeadAction } from "@/lib/admin/actions/bookings/follow-up-lead";

/**
 * Leads → "Follow up": one click emails the lead a note back to the booking page. A lead with
 * only a phone cannot be emailed (texting is issue 41): the button is disabled and says why; so
 * is one followed up less than a day ago.
 */
export function FollowUpLeadButton({ leadId, who, disabledReason }: { leadId: string; who: string; disabledReason: string | null }) {
  const router = useRouter();
  const noteId = useId();
  const { busy, error, call } = useActionCall();
  async function followUp() {
    const done = await call(() => followUpLeadAction({ leadId }), "Could not send the follow-up. Please try again.");
    if (!done) return;
    toast.success(`Follow-up sent to ${who}`);
    router.refresh();
  }
  return (
    <div className="grid justify-items-end gap-1">
      <Button size="sm" variant="outline" disabled={busy || disabledReason !== null} onClick={followUp} aria-label={`Follow up ${who}`} aria-describedby={disabledReason ? noteId : undefined}>
        Follow up
      </Button>
      {disabledReason ? (
        <p id={noteId} className="max-w-40 text-right text-xs text-muted-foreground">
          {disabledReason}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="max-w-48 text-right text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
