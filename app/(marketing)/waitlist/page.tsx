import { CheckCircle2 } from "@/components/icons";
import { WaitlistForm } from "@/components/marketing/waitlist-form";
import { TAGLINE } from "@/lib/marketing/features";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "Join the waitlist",
  description:
    "ServiceLoop is onboarding recurring service businesses in small groups. Join the waitlist for an early invitation and founding pricing.",
  path: "/waitlist",
});

const PERKS = [
  "An early invitation, in the order you joined",
  "30% off your plan for the first year",
  "Help moving your customers, services and prices in",
  "A direct line to the team building the product",
];

export default function WaitlistPage() {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_28rem] lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Waitlist</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-950 sm:text-5xl">Get your portal early</h1>
          <p className="mt-4 text-xl font-semibold text-blue-800">{TAGLINE}</p>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            We&apos;re opening ServiceLoop to recurring service businesses in small groups so every one of them gets a
            proper start. Tell us a little about your business and we&apos;ll save your place.
          </p>
          <ul className="mt-8 space-y-3">
            {PERKS.map((perk) => (
              <li key={perk} className="flex gap-3 text-slate-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
          <h2 className="text-xl font-semibold text-slate-950">Join the waitlist</h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">Takes about 30 seconds.</p>
          <WaitlistForm />
        </div>
      </div>
    </section>
  );
}
