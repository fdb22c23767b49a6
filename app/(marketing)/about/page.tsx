import { IntentLink as Link } from "@/components/marketing/intent-link";
import { Heart, ShieldCheck, Users, Wrench } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { CtaSection } from "@/components/marketing/cta-section";
import { PageHeader, PageSection } from "@/components/marketing/page-header";
import { TAGLINE } from "@/lib/marketing/features";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "About us",
  description:
    "ServiceLoop is built by people who have run routes, crews and dispatch boards. Our mission: help recurring service businesses keep the customers they already have.",
  path: "/about",
});

const VALUES = [
  {
    icon: Wrench,
    title: "Built for the field",
    body: "Every screen has to work on a phone, in a truck, with gloves half on. If a crew lead can't use it in ten seconds, we haven't finished it.",
  },
  {
    icon: Users,
    title: "Your brand, not ours",
    body: "Your customers hired you. The portal carries your name, your colours and your domain — ServiceLoop stays in the background.",
  },
  {
    icon: ShieldCheck,
    title: "Trust is the product",
    body: "You hand us your customer list and your customers hand us their card details. We treat both like they're ours to lose.",
  },
  {
    icon: Heart,
    title: "Retention over acquisition",
    body: "Keeping a good customer is worth more than finding a new one. We measure ourselves by how long your customers stay.",
  },
];

const MILESTONES = [
  { when: "2025", what: "Forty interviews with cleaning, lawn, pet care and handyman owners about why customers leave." },
  { when: "Early 2026", what: "First branded portals running with pilot businesses: quotes, invoices and messages." },
  { when: "Mid 2026", what: "Contract e-signatures, before/after photos and recurring services added from pilot feedback." },
  { when: "Today", what: "Opening to the waitlist in small groups, one onboarding call at a time." },
];

export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About"
        title="We build for the businesses that show up every week"
        description={`Lawn crews, cleaners, dog walkers and handymen keep neighbourhoods running. ServiceLoop exists to help them keep their customers — ${TAGLINE}.`}
      />
      <PageSection className="grid max-w-5xl gap-12 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-slate-950">Why we started</h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700">
            <p>
              One of our founders spent six summers running a lawn crew. The mowing was the easy part. The hard part was
              everything around it: the texts asking when the crew would come, the invoices that went out late, the spring
              renewals that quietly didn&apos;t happen.
            </p>
            <p>
              The software available was built for dispatchers, not for the customers on the other end. So we set out to
              build the other half: a portal your customers actually want to open, under your own brand, connected to the
              admin your team already runs the day from.
            </p>
          </div>
        </div>
        <div className="rounded-3xl bg-slate-50 p-8 ring-1 ring-slate-200">
          <h2 className="text-xl font-semibold text-slate-950">How we got here</h2>
          <ol className="mt-6 space-y-6 border-l-2 border-blue-200 pl-6">
            {MILESTONES.map((m) => (
              <li key={m.when}>
                <p className="text-sm font-semibold text-blue-800">{m.when}</p>
                <p className="mt-1 text-slate-700">{m.what}</p>
              </li>
            ))}
          </ol>
        </div>
      </PageSection>
      <section aria-labelledby="values-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="values-title" className="text-center text-3xl font-bold tracking-tight text-slate-950">
            What we believe
          </h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <value.icon className="size-6 text-blue-800" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-slate-950">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{value.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <PageSection className="max-w-3xl text-center">
        <h2 className="text-3xl font-bold tracking-tight text-slate-950">Small team, big route</h2>
        <p className="mt-4 text-lg text-slate-600">
          We&apos;re a small, remote team across the US. If you&apos;d like to help service businesses keep their customers,
          we&apos;d love to hear from you.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="outline">
            <Link href="/careers">See open roles</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/contact">Get in touch</Link>
          </Button>
        </div>
      </PageSection>
      <CtaSection />
    </>
  );
}
