"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { archiveLocationAction, makeDefaultLocationAction, restoreLocationAction } from "@/lib/admin/actions/settings/locations";
import type { ActionResult } from "@/lib/foundation/action-result";

/** One click, one action: Make default and Restore. */
function LocationActionButton({ label, ariaLabel, action, done, failed }: { label: string; ariaLabel: string; action: () => Promise<ActionResult<unknown>>; done: string; failed: string }) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    const result = await action().catch(() => null);
    setBusy(false);
    if (result?.ok) toast.success(done);
    else toast.error(result?.message ?? failed);
  };
  return (
    <Button variant="outline" size="sm" disabled={busy} aria-label={ariaLabel} onClick={click}>
      {label}
    </Button>
  );
}

/** Make a live location the default (the previous default stops being it). */
export function MakeDefaultButton({ id, name }: { id: string; name: string }) {
  return (
    <LocationActionButton
      label="Make default"
      ariaLabel={`Make ${name} the default`}
      action={() => makeDefaultLocationAction({ locationId: id })}
      done={`${name} is now the default`}
      failed="Failed to change the default location"
    />
  );
}

/** Bring an archived location back. */
export function RestoreLocationButton({ id, name }: { id: string; name: string }) {
  return <LocationActionButton label="Restore" ariaLabel={`Restore ${name}`} action={() => restoreLocationAction({ locationId: id })} done={`${name} restored`} failed="Failed to restore the location" />;
}

/** Archive a location; when it has customers, ask which live location they move to. */
export function ArchiveLocationDialog({ id, name, customers, others }: { id: string; name: string; customers: number; others: Array<{ id: string; name: string }> }) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState(others[0]?.id ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = `archive-move-${id}`;

  const archive = async () => {
    setBusy(true);
    setError(null);
    const result = await archiveLocationAction({ locationId: id, moveCustomersTo: customers > 0 ? target : null }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? "Failed to archive the location");
      return;
    }
    toast.success(`${name} archived`);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Archive ${name}`}>
          Archive
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Archive {name}?</DialogTitle>
          <DialogDescription>
            {customers > 0
              ? `${name} is home to ${customers} ${customers === 1 ? "customer" : "customers"}. They move, with their properties, recurring jobs and upcoming visits, to the location you choose; past visits stay with ${name}.`
              : `${name} leaves the list of locations. You can restore it later.`}
          </DialogDescription>
        </DialogHeader>
        {customers > 0 ? (
          <div className="grid gap-2">
            <Label htmlFor={selectId}>Move customers to</Label>
            <NativeSelect id={selectId} className="w-full" value={target} onChange={(event) => setTarget(event.target.value)} aria-describedby={error ? `${selectId}-error` : undefined}>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        {error ? (
          <p id={`${selectId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={archive}>
            {busy ? "Archiving..." : customers > 0 ? "Move customers and archive" : "Archive"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
