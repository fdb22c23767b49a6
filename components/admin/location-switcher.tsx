"use client";

import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { chooseLocationAction } from "@/lib/admin/actions/account/choose-location";

const ALL = "";

/**
 * The admin shell's location switcher (issue 38 item 4): All, or one branch; the choice is kept
 * for the user on the server, and every page then reads that location's customers, schedule,
 * inbox and reports. Shown only to a business with more than one location.
 */
export function LocationSwitcher({
  locations,
  selectedId,
  allLabel,
}: {
  locations: Array<{ id: string; name: string }>;
  selectedId: string | null;
  /** "All locations", or "All my locations" for a member limited to some. */
  allLabel: string;
}) {
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="sr-only sm:not-sr-only sm:text-sm sm:text-slate-600">
        Location
      </label>
      <NativeSelect
        id={id}
        className="h-9 max-w-[9.5rem] truncate text-sm sm:max-w-[14rem]"
        value={selectedId ?? ALL}
        disabled={pending}
        aria-busy={pending}
        data-testid="location-switcher"
        onChange={(event) => {
          const locationId = event.target.value === ALL ? null : event.target.value;
          startTransition(async () => {
            const result = await chooseLocationAction({ locationId }).catch(() => null);
            if (!result?.ok) {
              toast.error(result && !result.ok ? result.message : "Failed to switch location");
              return;
            }
            router.refresh();
          });
        }}
      >
        <option value={ALL}>{allLabel}</option>
        {locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
