"use client";

import { LifeBuoy } from "@/components/icons";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { startSupportViewAction } from "@/lib/superadmin/actions/start-support-view";

/**
 * Superadmin business detail → "View as support": starts a 30-minute read-only support view
 * and opens the business's admin area (a full navigation, so the new cookie goes with it).
 */
export function StartSupportViewButton({ businessId }: { businessId: string }) {
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    const result = await startSupportViewAction({ businessId }).catch(() => null);
    if (result?.ok) {
      window.location.assign(result.data.redirectTo);
      return;
    }
    setBusy(false);
    toast.error(result?.message ?? "Failed to start support view");
  }
  return (
    <Button variant="outline" disabled={busy} onClick={start}>
      <LifeBuoy aria-hidden="true" />
      {busy ? "Opening..." : "View as support"}
    </Button>
  );
}
