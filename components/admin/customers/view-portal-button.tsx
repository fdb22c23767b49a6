"use client";

import { ExternalLink } from "@/components/icons";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { startPortalPreviewAction } from "@/lib/admin/actions/customers/portal-preview";

/**
 * "View portal as this customer": asks for a one-minute, single-use preview link and opens it
 * in a new tab (opened before the request, so no popup blocker stops it; same tab otherwise).
 */
export function ViewPortalButton({ customerId, disabled }: { customerId: string; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    const tab = window.open("", "_blank");
    try {
      const result = await startPortalPreviewAction({ customerId });
      if (!result.ok) {
        tab?.close();
        return void toast.error(result.message);
      }
      if (tab) {
        tab.opener = null;
        tab.location.href = result.data.url;
      } else window.location.assign(result.data.url);
    } catch {
      tab?.close();
      toast.error("Failed to open the portal preview");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={open} disabled={busy || disabled}>
      <ExternalLink className="size-4" aria-hidden="true" />
      {busy ? "Opening..." : "View portal as this customer"}
    </Button>
  );
}
