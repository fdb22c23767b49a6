"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { LocationFormValues } from "@/lib/locations/location-schema";
import { LocationFormTrigger } from "./location-form-trigger";
import { ArchiveLocationDialog, MakeDefaultButton, RestoreLocationButton } from "./location-row-actions";

/** A location as the Settings list shows it; `values` (as typed) start its edit form. */
export type LocationRow = {
  id: string;
  values: LocationFormValues;
  postalCodeCount: number;
  isDefault: boolean;
  archived: boolean;
  /** Non-archived customers whose home this is. */
  customers: number;
};

function serviceArea(row: LocationRow): string {
  const parts = [];
  if (row.postalCodeCount > 0) parts.push(`${row.postalCodeCount} ${row.postalCodeCount === 1 ? "postal code" : "postal codes"}`);
  if (row.values.radiusMiles) parts.push(`${row.values.radiusMiles} mi radius`);
  return parts.length > 0 ? parts.join(" · ") : "No service area";
}

function LocationCard({ row, live, timeZones }: { row: LocationRow; live: LocationRow[]; timeZones: string[] }) {
  const { name, address, phone, email } = row.values;
  return (
    <li className="grid gap-3 rounded-xl border bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{name}</h3>
          {row.isDefault ? <Badge>Default</Badge> : null}
          {row.archived ? <Badge variant="secondary">Archived</Badge> : null}
        </div>
        {address ? <p className="text-sm break-words">{address}</p> : null}
        <p className="text-sm text-muted-foreground">
          {[phone, email].filter(Boolean).join(" · ") || "No contact details"}
        </p>
        <p className="text-sm text-muted-foreground">
          {serviceArea(row)} · {row.customers} {row.customers === 1 ? "customer" : "customers"}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {row.archived ? (
          <RestoreLocationButton id={row.id} name={name} />
        ) : (
          <>
            <LocationFormTrigger
              location={{ id: row.id, name, values: row.values }}
              timeZones={timeZones}
              trigger={
                <Button variant="outline" size="sm" aria-label={`Edit ${name}`}>
                  Edit
                </Button>
              }
            />
            {row.isDefault ? null : <MakeDefaultButton id={row.id} name={name} />}
            {row.isDefault ? null : (
              <ArchiveLocationDialog id={row.id} name={name} customers={row.customers} others={live.filter((other) => other.id !== row.id).map((other) => ({ id: other.id, name: other.values.name }))} />
            )}
          </>
        )}
      </div>
    </li>
  );
}

/** Settings → Locations: the list (default first), add and edit, make default, archive with a move, restore. */
export function LocationsPanel({ locations, timeZones }: { locations: LocationRow[]; timeZones: string[] }) {
  const [showArchived, setShowArchived] = useState(false);
  const live = locations.filter((row) => !row.archived);
  const archived = locations.filter((row) => row.archived);
  return (
    <div className="grid gap-4">
      <div>
        <LocationFormTrigger timeZones={timeZones} trigger={<Button>Add location</Button>} />
      </div>
      {live.length === 1 && archived.length === 0 ? (
        <div className="rounded-xl border border-dashed p-4 text-sm" role="note">
          <p className="font-medium">One location: your business</p>
          <p className="text-muted-foreground">
            Everything belongs to it, so nothing changes until you add another. Add a branch to give it its own customers, crews, schedule and service
            area; managers can then be limited to the branches they run.
          </p>
        </div>
      ) : null}
      <ul className="grid gap-3" aria-label="Locations">
        {live.map((row) => (
          <LocationCard key={row.id} row={row} live={live} timeZones={timeZones} />
        ))}
      </ul>
      {archived.length > 0 ? (
        <div className="grid gap-3">
          <div>
            <Button variant="ghost" size="sm" aria-expanded={showArchived} aria-controls={showArchived ? "archived-locations" : undefined} onClick={() => setShowArchived((shown) => !shown)}>
              {showArchived ? "Hide archived locations" : `Show archived locations (${archived.length})`}
            </Button>
          </div>
          {showArchived ? (
            <ul id="archived-locations" className="grid gap-3" aria-label="Archived locations">
              {archived.map((row) => (
                <LocationCard key={row.id} row={row} live={live} timeZones={timeZones} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
