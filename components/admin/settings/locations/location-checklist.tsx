"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/** Location checkboxes for a member's or an API key's limit; nothing ticked reads "All locations". */
export function LocationChecklist({
  idPrefix,
  locations,
  chosen,
  onChange,
  error,
}: {
  idPrefix: string;
  locations: Array<{ id: string; name: string }>;
  chosen: string[];
  onChange: (ids: string[]) => void;
  error?: string | null;
}) {
  const errorId = `${idPrefix}-locations-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">Locations</legend>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {chosen.length === 0 ? "All locations" : `${chosen.length} of ${locations.length} locations`}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {locations.map((location) => {
          const id = `${idPrefix}-location-${location.id}`;
          return (
            <div key={location.id} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={chosen.includes(location.id)}
                onCheckedChange={(checked) => onChange(checked ? [...chosen, location.id] : chosen.filter((other) => other !== location.id))}
              />
              <Label htmlFor={id}>{location.name}</Label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
