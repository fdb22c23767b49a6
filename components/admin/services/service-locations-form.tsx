"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { setServiceLocationsAction } from "@/lib/admin/actions/services/set-service-locations";

/**
 * Where a service is offered (issue 38 item 2): tick the locations that offer it, each at its
 * own price or the service's; nothing ticked, every location. On its own page
 * (/admin/services/locations/{id}), so the Services list carries none of it in its first load.
 */
export function ServiceLocationsForm({
  serviceId,
  name,
  locations,
  initial,
}: {
  serviceId: string;
  name: string;
  locations: Array<{ id: string; name: string }>;
  /** What is set now: location id → price in dollars ("" for the service's own price). */
  initial: Record<string, string>;
}) {
  const router = useRouter();
  const [offers, setOffers] = useState<Record<string, string>>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ticked = Object.keys(offers);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await setServiceLocationsAction({ serviceId, offers: ticked.map((locationId) => ({ locationId, price: offers[locationId] })) }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? "Failed to update where the service is offered");
      return;
    }
    toast.success(`Locations updated for ${name}`);
    router.push("/admin/services");
  };

  return (
    <form onSubmit={save} className="grid gap-4" aria-label={`Where ${name} is offered`}>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Locations</legend>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {ticked.length === 0 ? "Every location, at the service's price" : `${ticked.length} of ${locations.length} locations`}
        </p>
        {locations.map((location) => {
          const id = `service-location-${location.id}`;
          const on = location.id in offers;
          return (
            <div key={location.id} className="grid grid-cols-[auto_1fr_8rem] items-center gap-2">
              <Checkbox
                id={id}
                checked={on}
                onCheckedChange={(checked) =>
                  setOffers((current) => {
                    const next = { ...current };
                    if (checked) next[location.id] = "";
                    else delete next[location.id];
                    return next;
                  })
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
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save locations"}
        </Button>
      </div>
    </form>
  );
}
