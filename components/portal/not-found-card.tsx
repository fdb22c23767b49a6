import { SearchX } from "@/components/icons";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** A document page's not-found state with the spec's wording and a way back. */
export function NotFoundCard({ title, text, backHref, backLabel }: { title: string; text: string; backHref: string; backLabel: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-white px-6 py-12 text-center" role="alert">
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      <Button asChild variant="outline">
        <Link href={backHref}>{backLabel}</Link>
      </Button>
    </div>
  );
}
