"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { setServiceLocationsAction } from "@/lib/admin/actions/services/set-service-locations";

export type ServiceLocationsDialogProps = {
  serviceId: string;
  name: string;
  locations: Array<{ id: string; name: string }>;
  /** What is set now: location id → price in dollars ("" for the service's own price). */
  initial: Record<string, string>;
};

/**
 * Where a service is offered (issue 38 item 2): tick the locations that offer it, each at its
 * own price or the service's; nothing ticked, every location. Loaded on first use
 * (ServiceLocationsTrigger).
 */
export function ServiceLocationsDialog({ serviceId, name, locations, initial, open, onOpenChange }: ServiceLocationsDialogProps & DeferredDialogProps) {
  const router = useRouter();
  const [offers, setOffers] = useState<Record<string, string>>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ticked = Object.keys(offers);

  const save = async () => {
    setBusy(true);
    setError(null);
    const result = await setServiceLocationsAction({ serviceId, offers: ticked.map((locationId) => ({ locationId, price: offers[locationId] })) }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? "Failed to update where the service is offered");
      return;
    }
    toast.success(`Locations updated for ${name}`);
    onOpenChange(false);
    router.refresh();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Where {name} is offered</DialogTitle>
          <DialogDescription>Customers see it only at the locations ticked, at that location&apos;s price when you give one. None ticked: every location, at the service&apos;s price.</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">Locations</legend>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {ticked.length === 0 ? "Every location" : `${ticked.length} of ${locations.length} locations`}
          </p>
          {locations.map((location) => {
            const id = `service-${serviceId}-location-${location.id}`;
            const on = location.id in offers;
            return (
              <div key={location.id} className="grid grid-cols-[auto_1fr_8rem] items-center gap-2">
                <Checkbox
                  id={id}
                  checked={on}
                  onCheckedChange={(checked) =>
                    setOffers(({ [location.id]: _dropped, ...rest }) => (checked ? { ...rest, [location.id]: "" } : rest))
                  }
                />
                <Label htmlFor={id}>{location.name}</Label>
                <Input
                  aria-label={`Price at ${location.name} (dollars)`}
                  inputMode="decimal"
                  placeholder="Own price"
                  disabled={!on}
                  value={offers[location.id] ?? ""}
                  onChange={(event) => setOffers((current) => ({ ...current, [location.id]: event.target.value }))}
                />
              </div>
            );
          })}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </fieldset>
        <DialogFooter>
          <Button onClick={save} disabled={busy}>
            {busy ? "Saving..." : "Save locations"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
