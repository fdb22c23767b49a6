import { IntentLink as Link } from "@/components/marketing/intent-link";
import { ArrowRight, CheckCircle2, PlayCircle } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { TAGLINE } from "@/lib/marketing/features";
import { PortalMock } from "./portal-mock";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-blue-800 shadow-sm ring-1 ring-blue-100">
            <span className="size-2 rounded-full bg-green-600" aria-hidden="true" />
            Now taking waitlist sign-ups
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-slate-950 sm:text-5xl lg:text-6xl">
            The customer portal for recurring service businesses
          </h1>
          <p className="mt-4 text-2xl font-semibold text-blue-800">{TAGLINE}</p>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            ServiceLoop gives lawn care, cleaning, pressure washing, pet care, handyman and commercial crews a portal under
            their own brand: customers approve quotes, sign contracts, pay invoices and message you — while you run the
            schedule from one place.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Button asChild size="lg">
              <Link href="/waitlist">
                Join Waitlist
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/demo-portal">
                <PlayCircle aria-hidden="true" />
                View Demo
              </Link>
            </Button>
            <Link
              href="/features"
              className="rounded-sm px-1 text-sm font-semibold text-blue-800 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              Explore all features <span aria-hidden="true">→</span>
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            {["Your logo, colours and domain", "Online quotes, contracts and payments", "Free for your customers"].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <div className="absolute -inset-6 -z-0 rounded-[2rem] bg-gradient-to-tr from-blue-200/60 to-green-100/60 blur-2xl" aria-hidden="true" />
          <PortalMock
            className="relative"
            businessName="Greenleaf Lawn Care"
            host="greenleaf.serviceloop.app/dashboard"
            primary="#15803d"
            soft="#f0fdf4"
            customerFirstName="Jane"
            nextVisit={{ service: "Weekly Mowing", when: "Thu, 8:00–10:00 AM", crew: "Marcus's crew" }}
            plan="Premium Plan"
            balance="$90.00"
            lastMessage="Approved the aeration quote — see you Thursday!"
          />
          <div
            className="absolute -top-10 right-4 hidden rounded-xl bg-white p-3 shadow-xl ring-1 ring-slate-200 sm:block"
            aria-hidden="true"
          >
            <p className="text-xs font-medium text-slate-600">Just now</p>
            <p className="text-sm font-semibold text-slate-900">Quote Q-1042 approved</p>
            <p className="text-xs text-green-800">$1,240.00 added to the schedule</p>
          </div>
        </div>
      </div>
    </section>
  );
}
