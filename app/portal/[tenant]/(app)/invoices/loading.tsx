import { Skeleton } from "@/components/ui/skeleton";

/** Spec §2 /invoices: a loading state while the list loads. */
export default function InvoicesLoading() {
  return (
    <div role="status" aria-label="Loading invoices">
      <Skeleton className="mb-6 h-8 w-40" />
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
      <span className="sr-only">Loading...</span>
    </div>
  );
}
