import { IntentLink as Link } from "@/components/marketing/intent-link";
import { Button } from "@/components/ui/button";

/** Above every demo portal page: what this is, that actions are off, and where to sign up. */
export function DemoBanner() {
  return (
    <section aria-label="Demo" className="bg-slate-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold tracking-wide text-slate-950 uppercase">Demo</span>
          <span>
            You&apos;re viewing a sample customer portal of a fictional lawn care business. Look around freely — actions are
            disabled in the demo.
          </span>
        </p>
        <div className="flex shrink-0 items-center gap-2">
          <Link href="/" className="rounded-sm px-2 text-sm text-slate-200 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-blue-300">
            Back to ServiceLoop
          </Link>
          <Button asChild size="sm" className="bg-white text-slate-950 hover:bg-slate-200">
            <Link href="/waitlist">Join the waitlist</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
