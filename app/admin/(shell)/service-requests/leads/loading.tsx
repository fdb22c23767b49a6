import { Skeleton } from "@/components/ui/skeleton";

/** Service requests → Leads while its list loads. */
export default function LeadsLoading() {
  return (
    <section className="grid gap-4" aria-busy="true" aria-label="Loading leads">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-40 w-full" />
    </section>
  );
}
