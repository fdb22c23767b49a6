import { IntentLink as Link } from "@/components/marketing/intent-link";
import { MailCheck } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = {
  ...pageMetadata({
    title: "You're on the waitlist",
    description: "Thanks for joining the ServiceLoop waitlist. Check your inbox for a confirmation email.",
    path: "/waitlist-confirmation",
  }),
  // A thank-you page has nothing for search engines.
  robots: { index: false, follow: true },
};

const NEXT_STEPS = [
  { title: "Check your inbox", body: "A confirmation email is on its way. If you don't see it, look in your spam folder." },
  { title: "We'll reach out", body: "We invite businesses in the order they joined and set up a short onboarding call." },
  { title: "Launch your portal", body: "Bring your customers, services and colours — most businesses are live in an afternoon." },
];

export default function WaitlistConfirmationPage() {
  return (
    <section className="bg-gradient-to-b from-green-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-700 text-white">
          <MailCheck className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-950 sm:text-5xl">You&apos;re on the waitlist!</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
          Thanks for your interest in ServiceLoop. We&apos;ve saved your place and sent you a confirmation email.
        </p>
        <ol className="mt-12 grid gap-4 text-left sm:grid-cols-3">
          {NEXT_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <span className="text-sm font-semibold text-green-800">Step {index + 1}</span>
              <h2 className="mt-1 font-semibold text-slate-950">{step.title}</h2>
              <p className="mt-2 text-sm text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/demo-portal">Explore the demo portal</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/blog">Read the blog</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
