"use client";

import { Navigation } from "@/components/icons";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { sendOnMyWayAction } from "@/lib/admin/actions/schedule/send-on-my-way";

/** "On my way": the customer gets a portal notification and an email (once per 10 minutes per visit, enforced by the server). */
export function OnMyWayButton({ visitId, label = "On my way", size = "default" }: { visitId: string; label?: string; size?: "default" | "sm" }) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    const result = await sendOnMyWayAction({ visitId }).catch(() => null);
    setBusy(false);
    if (result?.ok) toast.success("Customer notified that you are on the way");
    else toast.error(result?.message ?? "Failed to notify the customer");
  };
  return (
    <Button type="button" variant="outline" size={size} disabled={busy} onClick={send} aria-label={label}>
      <Navigation aria-hidden className="size-4" />
      On my way
    </Button>
  );
}
