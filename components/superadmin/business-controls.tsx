"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { setBusinessPortalEnabledAction } from "@/lib/superadmin/actions/set-business-portal-enabled";
import { setBusinessSuspensionAction } from "@/lib/superadmin/actions/set-business-suspension";

/** Suspend / restore and portal on / off for one business (superadmin detail page). */
export function BusinessControls({
  businessId,
  companyName,
  suspended,
  portalEnabled,
}: {
  businessId: string;
  companyName: string;
  suspended: boolean;
  portalEnabled: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();

  async function run(call: () => Promise<{ ok: boolean; message?: string } | null>, done: string) {
    setBusy(true);
    const result = await call().catch(() => null);
    setBusy(false);
    if (result?.ok) {
      toast.success(done);
      startTransition(() => router.refresh());
    } else toast.error(result?.message ?? "Failed to update business");
  }

  return (
    <div className="flex flex-wrap gap-2">
      {suspended ? (
        <Button disabled={busy} onClick={() => run(() => setBusinessSuspensionAction({ businessId, suspended: false }), `${companyName} restored`)}>
          Restore business
        </Button>
      ) : (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={busy}>
              Suspend business
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Suspend {companyName}?</AlertDialogTitle>
              <AlertDialogDescription>
                Its portal will show &quot;Business Not Found&quot; and its staff will not be able to make changes. Nothing is deleted; you can restore it at any time.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => run(() => setBusinessSuspensionAction({ businessId, suspended: true }), `${companyName} suspended`)}>
                Suspend
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
      <Button
        variant="outline"
        disabled={busy}
        onClick={() =>
          run(
            () => setBusinessPortalEnabledAction({ businessId, enabled: !portalEnabled }),
            portalEnabled ? "Portal disabled" : "Portal enabled",
          )
        }
      >
        {portalEnabled ? "Disable portal" : "Enable portal"}
      </Button>
    </div>
  );
}
