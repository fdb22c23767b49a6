import { IntentLink as Link } from "@/components/marketing/intent-link";
import { MapPin } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { PageHeader, PageSection } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "Careers",
  description:
    "Join the small, remote team building ServiceLoop, the customer portal for recurring service businesses. Open roles in engineering, customer success and design.",
  path: "/careers",
});

const ROLES = [
  {
    title: "Founding Full-Stack Engineer",
    team: "Engineering",
    location: "Remote (US time zones)",
    summary:
      "Own features end to end across our Next.js app and Postgres: scheduling, payments and the customer portal. You care about multi-tenant security and about screens that work on a cracked phone.",
  },
  {
    title: "Customer Success Lead, Field Services",
    team: "Customer Success",
    location: "Remote (US)",
    summary:
      "Onboard the first waitlist businesses: import their customers, set up their services and branding, and turn what you hear on the phone into product priorities. Experience in a service trade is a big plus.",
  },
  {
    title: "Product Designer",
    team: "Design",
    location: "Remote (US time zones)",
    summary:
      "Design for two audiences at once: busy owners running a day from a phone, and their customers who open the portal twice a month. Accessibility is part of the job, not a review step.",
  },
];

const BENEFITS = [
  "Competitive salary and meaningful equity",
  "Health, dental and vision coverage",
  "A home-office budget and a yearly team week in person",
  "Ride along with a customer crew in your first month",
  "Four weeks of paid time off, plus holidays",
  "Time set aside for learning every quarter",
];

export default function CareersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title="Help service businesses keep their customers"
        description="We're a small remote team building the portal that lawn crews, cleaners and dog walkers give their customers. Every hire shapes the product."
      />
      <PageSection className="max-w-4xl" aria-labelledby="roles-title">
        <h2 id="roles-title" className="text-3xl font-bold tracking-tight text-slate-950">
          Open roles
        </h2>
        <ul className="mt-8 space-y-4">
          {ROLES.map((role) => (
            <li key={role.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div>
                  <p className="text-sm font-semibold text-blue-800">{role.team}</p>
                  <h3 className="mt-1 text-xl font-semibold text-slate-950">{role.title}</h3>
                  <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                    <MapPin className="size-4" aria-hidden="true" />
                    {role.location}
                  </p>
                </div>
                <Button asChild variant="outline">
                  <Link href="/contact?topic=careers">
                    Apply<span className="sr-only"> for {role.title}</span>
                  </Link>
                </Button>
              </div>
              <p className="mt-4 text-slate-700">{role.summary}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">
          Don&apos;t see your role? Write to us anyway through the{" "}
          <Link href="/contact?topic=careers" className="font-medium text-blue-800 underline underline-offset-4">
            contact form
          </Link>{" "}
          with the topic &ldquo;Careers&rdquo;.
        </p>
      </PageSection>
      <section aria-labelledby="benefits-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <h2 id="benefits-title" className="text-3xl font-bold tracking-tight text-slate-950">
            What we offer
          </h2>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
