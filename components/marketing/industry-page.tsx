import { IntentLink as Link } from "@/components/marketing/intent-link";
import { AlertTriangle, ArrowRight, CheckCircle2, Repeat } from "@/components/icons";
import { Button } from "@/components/ui/button";
import type { Industry } from "@/lib/marketing/industries";
import { CtaSection } from "./cta-section";
import { IndustryIcon } from "./industry-icon";
import { PortalMock } from "./portal-mock";

/** The page of one trade: its recurring work, its headaches and a portal in its colours. */
export function IndustryPage({ industry }: { industry: Industry }) {
  const { palette } = industry;
  const waitlistHref = `/waitlist?industry=${industry.slug}`;
  return (
    <>
      <section aria-labelledby="industry-title" style={{ backgroundColor: palette.soft }}>
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-slate-900 shadow-sm">
              <span
                className="flex size-6 items-center justify-center rounded-full text-white"
                style={{ backgroundColor: palette.primary }}
              >
                <IndustryIcon slug={industry.slug} className="size-3.5" />
              </span>
              ServiceLoop for {industry.name}
            </p>
            <h1 id="industry-title" className="mt-6 text-4xl font-bold tracking-tight text-slate-950 sm:text-5xl">
              {industry.headline}
            </h1>
            <p className="mt-6 text-lg leading-8 text-slate-700">{industry.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" className="text-white hover:opacity-90" style={{ backgroundColor: palette.primary }}>
                <Link href={waitlistHref}>
                  Join Waitlist
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/demo-portal">View Demo</Link>
              </Button>
            </div>
          </div>
          <PortalMock
            businessName={industry.mock.businessName}
            host={`${industry.mock.businessName.split(" ")[0].toLowerCase().replace(/[^a-z]/g, "")}.serviceloop.app/dashboard`}
            primary={palette.primary}
            soft={palette.soft}
            customerFirstName={industry.mock.customerFirstName}
            nextVisit={industry.mock.nextVisit}
            plan={industry.mock.plan}
            balance={industry.mock.balance}
            lastMessage={industry.mock.lastMessage}
          />
        </div>
      </section>

      <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight text-slate-950">
            The recurring work {industry.audience} run on
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Set these up once as services with their price and cadence. Customers see them in their portal, sign up, and the
            visits keep coming.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {industry.recurringServices.map((service) => (
            <li key={service.name} className="rounded-2xl border border-slate-200 bg-white p-5">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-slate-950">{service.name}</h3>
                <Repeat className="mt-1 size-4 shrink-0 text-slate-500" aria-hidden="true" />
              </div>
              <p className="mt-2 text-sm text-slate-600">{service.cadence}</p>
              <p className="mt-3 inline-block rounded-md px-2 py-1 text-sm font-semibold text-white" style={{ backgroundColor: palette.primary }}>
                {service.price}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">Example prices — you set your own.</p>
      </section>

      <section aria-labelledby="pain-title" className="bg-slate-50 py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="pain-title" className="text-3xl font-bold tracking-tight text-slate-950">
              Sound familiar?
            </h2>
            <ul className="mt-8 space-y-6">
              {industry.painPoints.map((pain) => (
                <li key={pain.title} className="flex gap-4">
                  <AlertTriangle className="mt-1 size-5 shrink-0 text-amber-700" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold text-slate-950">{pain.title}</h3>
                    <p className="mt-1 text-slate-600">{pain.body}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-slate-950">How ServiceLoop fixes it</h2>
            <ul className="mt-8 space-y-6">
              {industry.solutions.map((solution) => (
                <li key={solution.title} className="flex gap-4">
                  <CheckCircle2 className="mt-1 size-5 shrink-0 text-green-700" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold text-slate-950">{solution.title}</h3>
                    <p className="mt-1 text-slate-600">{solution.body}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <CtaSection
        title={`Bring your ${industry.name.toLowerCase()} customers into the loop`}
        body="Join the waitlist and we'll set your portal up with your services, your colours and your domain when your invitation arrives."
        waitlistHref={waitlistHref}
        accent={palette.primary}
      />
    </>
  );
}
