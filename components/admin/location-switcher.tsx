import { Check, ChevronDown, MapPin } from "@/components/icons";
import { chooseLocationAction } from "@/lib/admin/actions/account/choose-location";

/**
 * The admin shell's location switcher (issue 38 item 4): All, or one branch; the choice is kept
 * for the user on the server, and every page then reads that location's customers, schedule,
 * inbox and reports. A disclosure of submit buttons posting a server action: no client script,
 * since it sits in every admin page's first load. Shown only to a business with two or more
 * locations.
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
  const current = locations.find((location) => location.id === selectedId)?.name ?? allLabel;
  const options = [{ id: "", name: allLabel }, ...locations];
  return (
    // Keyed by the choice: after a switch the page renders a closed disclosure.
    <details key={selectedId ?? "all"} className="relative" data-testid="location-switcher">
      <summary className="flex h-9 cursor-pointer list-none items-center gap-1 rounded-md border px-2 text-sm hover:bg-accent [&::-webkit-details-marker]:hidden">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">Location: </span>
        <span className="max-w-[8rem] truncate sm:max-w-[14rem]">{current}</span>
        <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
      </summary>
      <form action={chooseLocationAction as unknown as (formData: FormData) => Promise<void>} className="absolute right-0 z-40 mt-1 grid min-w-52 gap-0.5 rounded-md border bg-white p-1 shadow-md">
        {options.map((option) => {
          const chosen = (selectedId ?? "") === option.id;
          return (
            <button
              key={option.id || "all"}
              type="submit"
              name="locationId"
              value={option.id}
              aria-pressed={chosen}
              className="flex items-center justify-between gap-3 rounded px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent"
            >
              {option.name}
              {chosen ? <Check className="size-4" aria-hidden="true" /> : null}
            </button>
          );
        })}
      </form>
    </details>
  );
}
