import { IntentLink as Link } from "@/components/marketing/intent-link";
import { Button } from "@/components/ui/button";
import { TAGLINE } from "@/lib/marketing/features";
import { cn } from "@/lib/utils";

export function CtaSection({
  title = "Ready for less churn and more earn?",
  body = "ServiceLoop opens to waitlist members in batches. Join now to get an early invitation and founding pricing.",
  waitlistHref = "/waitlist",
  accent,
}: {
  title?: string;
  body?: string;
  waitlistHref?: string;
  /** A trade's colour for industry pages; the default is ServiceLoop blue. Must carry white text (AA). */
  accent?: string;
}) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 lg:px-8">
      <div
        className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-blue-800 to-blue-950 px-6 py-14 text-center text-white shadow-xl sm:px-12"
        style={accent ? { background: accent } : undefined}
      >
        <p className={cn("text-sm font-semibold tracking-wide uppercase", accent ? "text-white" : "text-blue-200")}>{TAGLINE}</p>
        <h2 id="cta-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className={cn("mx-auto mt-4 max-w-2xl text-lg", accent ? "text-white" : "text-blue-100")}>{body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" className="bg-white text-slate-950 hover:bg-slate-100">
            <Link href={waitlistHref}>Join Waitlist</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white">
            <Link href="/demo-portal">View Demo</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
