import { IntentLink as Link } from "@/components/marketing/intent-link";
import { CreditCard, Globe, Mail, KeyRound, Code, CalendarDays, Calculator, MessageSquareText, Workflow } from "@/components/icons";
import { PageHeader, PageSection } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "Integrations",
  description:
    "What ServiceLoop connects to: Stripe card payments, Google sign-in, transactional email, custom domains and an HTTP API — plus the integrations on our roadmap, clearly marked.",
  path: "/integrations",
});

const BUILT_IN = [
  {
    icon: CreditCard,
    name: "Stripe",
    body: "Connect your own Stripe account and customers pay invoices by card through Stripe Checkout. Money goes straight to you; payments are confirmed by signed webhooks.",
  },
  {
    icon: KeyRound,
    name: "Google sign-in",
    body: "Owners and employees can sign in with their Google account instead of a password.",
  },
  {
    icon: Mail,
    name: "Transactional email",
    body: "Invitations, welcome emails, quote and invoice notices are sent through Resend, branded with your business name.",
  },
  {
    icon: Globe,
    name: "Custom domains",
    body: "Serve your portal on a subdomain of ServiceLoop or on your own domain (for example portal.yourbusiness.com) with a DNS record.",
  },
  {
    icon: Code,
    name: "HTTP API",
    body: "The same JSON API the portal uses for customer sign-in, quotes, invoices and messages.",
    href: "/developers",
  },
];

const PLANNED = [
  { icon: Calculator, name: "QuickBooks Online", body: "Sync invoices and payments to your books." },
  { icon: CalendarDays, name: "Google Calendar", body: "See each crew's jobs in their own calendar." },
  { icon: MessageSquareText, name: "SMS reminders", body: "Visit reminders by text message as well as email." },
  { icon: Workflow, name: "Zapier", body: "Connect ServiceLoop events to the rest of your tools." },
];

export default function IntegrationsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Integrations"
        title="Works with the tools you already pay for"
        description="ServiceLoop does the customer-facing work itself and connects to a short list of services where a specialist does it better. Here is exactly what is available and what is still on the roadmap."
      />
      <PageSection aria-labelledby="built-in-title">
        <h2 id="built-in-title" className="text-2xl font-bold tracking-tight text-slate-950">
          Available in ServiceLoop
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BUILT_IN.map((item) => (
            <li key={item.name} className="rounded-2xl border border-slate-200 bg-white p-6">
              <div className="flex items-center justify-between">
                <item.icon className="size-6 text-blue-800" aria-hidden="true" />
                <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">Available</span>
              </div>
              <h3 className="mt-4 font-semibold text-slate-950">{item.name}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{item.body}</p>
              {item.href && (
                <Link href={item.href} className="mt-3 inline-block text-sm font-medium text-blue-800 underline underline-offset-4">
                  Read the API reference
                </Link>
              )}
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection aria-labelledby="planned-title" className="pt-0">
        <h2 id="planned-title" className="text-2xl font-bold tracking-tight text-slate-950">
          On the roadmap
        </h2>
        <p className="mt-2 text-slate-600">
          Not available yet. Tell us which one matters most to you through the{" "}
          <Link href="/contact" className="font-medium text-blue-800 underline underline-offset-4">
            contact form
          </Link>{" "}
          — it decides the order.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLANNED.map((item) => (
            <li key={item.name} className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
              <div className="flex items-center justify-between">
                <item.icon className="size-6 text-slate-600" aria-hidden="true" />
                <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">Planned</span>
              </div>
              <h3 className="mt-4 font-semibold text-slate-950">{item.name}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{item.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
