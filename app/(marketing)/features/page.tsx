import { IntentLink as Link } from "@/components/marketing/intent-link";
import { Check } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { CtaSection } from "@/components/marketing/cta-section";
import { PageHeader } from "@/components/marketing/page-header";
import { TwoPortals } from "@/components/marketing/two-portals";
import { FEATURES } from "@/lib/marketing/features";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "Features",
  description:
    "Smart scheduling, automated invoicing and payments, before/after photos, real-time updates, recurring services, white-label branding, contract e-signatures, customer feedback and multi-location support.",
  path: "/features",
});

export default function FeaturesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Features"
        title="One platform for the whole customer loop"
        description="From the first quote to the hundredth visit, every step your customers see carries your brand — and every step your team takes is one click, not five."
      >
        <Button asChild size="lg">
          <Link href="/waitlist">Join Waitlist</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/demo-portal">View Demo</Link>
        </Button>
      </PageHeader>
      <nav aria-label="Features on this page" className="border-b border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-3 sm:px-6 lg:px-8">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="shrink-0">
              <a
                href={`#${feature.id}`}
                className="block rounded-full px-3 py-1.5 text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-ring"
              >
                {feature.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-5xl divide-y divide-slate-200 px-4 sm:px-6 lg:px-8">
        {FEATURES.map((feature, index) => (
          <section key={feature.id} id={feature.id} aria-labelledby={`${feature.id}-title`} className="scroll-mt-20 py-14">
            <div className="grid items-start gap-8 md:grid-cols-[auto_1fr]">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-blue-800 text-white">
                <feature.icon className="size-7" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-semibold text-blue-800">
                  {String(index + 1).padStart(2, "0")} / {String(FEATURES.length).padStart(2, "0")}
                </p>
                <h2 id={`${feature.id}-title`} className="mt-1 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
                  {feature.title}
                </h2>
                <p className="mt-3 text-lg leading-8 text-slate-600">{feature.summary}</p>
                <ul className="mt-6 grid gap-3 sm:grid-cols-3">
                  {feature.details.map((detail) => (
                    <li key={detail} className="flex gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
                      <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                      {detail}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        ))}
      </div>
      <TwoPortals />
      <CtaSection />
    </>
  );
}
