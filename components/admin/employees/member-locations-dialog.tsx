"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { LocationChecklist } from "@/components/admin/settings/locations/location-checklist";
import { setMemberLocationsAction } from "@/lib/admin/actions/team/set-member-locations";

/** Limits an employee to some locations; none ticked: all locations (issue 38 item 3). */
export function MemberLocationsDialog({
  memberId,
  name,
  locations,
  initial,
}: {
  memberId: string;
  name: string;
  locations: Array<{ id: string; name: string }>;
  initial: string[];
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    const result = await setMemberLocationsAction({ memberId, locationIds: chosen }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? "Failed to update the employee's locations");
      return;
    }
    toast.success(`Locations updated for ${name}`);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Change locations for ${name}`}>
          Locations
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Locations for {name}</DialogTitle>
          <DialogDescription>They see only the customers, schedule and work of the locations ticked. None ticked: all locations.</DialogDescription>
        </DialogHeader>
        <LocationChecklist idPrefix={`member-${memberId}`} locations={locations} chosen={chosen} onChange={setChosen} error={error} />
        <DialogFooter>
          <Button onClick={save} disabled={busy}>
            {busy ? "Saving..." : "Save locations"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
