import { IntentLink as Link } from "@/components/marketing/intent-link";
import { ArrowLeft } from "@/components/icons";
import { Button } from "@/components/ui/button";

const SUGGESTIONS = [
  { href: "/features", label: "Features", body: "Everything ServiceLoop does for recurring service businesses." },
  { href: "/pricing", label: "Pricing", body: "Plans, the comparison table and founding pricing." },
  { href: "/demo-portal", label: "Demo portal", body: "Click through a customer portal without signing up." },
  { href: "/help", label: "Help Center", body: "Answers for business owners and their customers." },
];

/** The marketing site's 404 body: a way home and the pages people usually look for. */
export function MarketingNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-blue-800">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-950 sm:text-5xl">Page not found</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-slate-600">
        Sorry, we couldn&apos;t find the page you&apos;re looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex justify-center">
        <Button asChild size="lg">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        </Button>
      </div>
      <ul className="mt-14 grid gap-4 text-left sm:grid-cols-2">
        {SUGGESTIONS.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-5 outline-none hover:border-blue-300 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="font-semibold text-slate-950">{item.label}</span>
              <span className="mt-1 block text-sm text-slate-600">{item.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
