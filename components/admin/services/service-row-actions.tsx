"use client";

import { ArrowDown, ArrowUp } from "@/components/icons";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle, AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { archiveServiceAction } from "@/lib/admin/actions/services/archive-service";
import { reorderServicesAction } from "@/lib/admin/actions/services/reorder-services";

/** Move a service up or down: sends the whole new order, so the server stores positions 0..n-1. */
export function MoveServiceButtons({ order, index, name }: { order: string[]; index: number; name: string }) {
  const [busy, setBusy] = useState(false);
  const move = async (delta: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + delta]] = [next[index + delta], next[index]];
    setBusy(true);
    const result = await reorderServicesAction({ serviceIds: next }).catch(() => null);
    setBusy(false);
    if (!result?.ok) toast.error(result?.message ?? "Failed to reorder services");
  };
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="icon" disabled={busy || index === 0} onClick={() => move(-1)} aria-label={`Move ${name} up`}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" disabled={busy || index === order.length - 1} onClick={() => move(1)} aria-label={`Move ${name} down`}>
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}

export function ArchiveServiceButton({ serviceId, name }: { serviceId: string; name: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={busy} aria-label={`Archive ${name}`}>
          Archive
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Archive {name}?</AlertDialogTitle>
          <AlertDialogDescription>It leaves this list and your portal. Jobs and subscriptions that name it keep it.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={async () => {
              setBusy(true);
              const result = await archiveServiceAction({ serviceId }).catch(() => null);
              setBusy(false);
              if (result?.ok) toast.success(`${name} archived`);
              else toast.error(result?.message ?? "Failed to archive service");
            }}
          >
            Archive
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
