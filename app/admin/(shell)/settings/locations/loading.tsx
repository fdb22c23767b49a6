import { Skeleton } from "@/components/ui/skeleton";

/** Settings → Locations while its list loads. */
export default function LocationsSettingsLoading() {
  return (
    <section className="grid gap-4" aria-busy="true" aria-label="Loading locations">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </section>
  );
}
