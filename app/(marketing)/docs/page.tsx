import { IntentLink as Link } from "@/components/marketing/intent-link";
import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "Documentation",
  description:
    "Set up ServiceLoop step by step: branding, your portal address and custom domain, services and prices, customers and invitations, quotes, contracts, invoices, payments and team permissions.",
  path: "/docs",
});

type Section = { id: string; title: string; paragraphs: string[]; steps?: string[] };

const SECTIONS: Section[] = [
  {
    id: "getting-started",
    title: "1. Create your business",
    paragraphs: [
      "Sign up with your email or Google account and give your business a name. You become its owner, with every permission. Everything you create from here belongs to this business only — no other business, and none of your customers, can see another business's data.",
    ],
  },
  {
    id: "branding",
    title: "2. Brand your portal",
    paragraphs: [
      "In Settings → Branding, upload your logo and choose a primary and a secondary colour. The primary colour is used for the portal's buttons and its mobile top bar; the secondary colour tints the sign-in page. Invitations, quotes, contracts and invoices carry the same branding.",
    ],
  },
  {
    id: "portal-address",
    title: "3. Choose your portal address",
    paragraphs: [
      "Pick a subdomain such as greenleaf — your customers then sign in at greenleaf.serviceloop.app. Some names (www, app, api, admin and similar) are reserved.",
      "To use your own domain, add it in Settings and create the DNS record shown there at your domain registrar. The portal answers on your domain once the record is verified.",
    ],
    steps: [
      "Settings → Portal → Custom domain",
      "Enter portal.yourbusiness.com",
      "Add the CNAME record shown to your DNS",
      "Wait for verification, then share the new address",
    ],
  },
  {
    id: "services",
    title: "4. Add services and prices",
    paragraphs: [
      "Each service has a name, description, duration and a price with a billing method: a flat price, per visit, per square foot or hourly. Mark a service recurring and choose its interval (for example every week) to offer it as a plan. A service without a price shows 'Contact for pricing' to customers.",
      "Only active services appear in the portal, where customers can sign up for them or request a one-time, recurring or emergency visit with a preferred date and time slot.",
    ],
  },
  {
    id: "customers",
    title: "5. Add customers and invite them",
    paragraphs: [
      "Add customers one by one with their contact details and address. Send a portal invitation and the customer receives an email with a personal link that is valid for 7 days; they set a password and are in. You can see who has been invited and who has signed in.",
    ],
  },
  {
    id: "quotes-contracts-invoices",
    title: "6. Quotes, contracts and invoices",
    paragraphs: [
      "A quote has line items, tax and a validity date. Once sent, the customer sees it as 'Pending Response' and can approve or decline it with a comment; you're notified either way.",
      "Turn an approved quote into a contract. The customer signs it in the portal with their typed name and a drawn signature; ServiceLoop records who signed, when, from which IP address, and a fingerprint of the exact text, and adds a certificate page to the PDF. A signed contract can no longer be changed.",
      "Invoices are numbered automatically, carry your payment instructions and move from pending to paid — or to overdue once the due date passes.",
    ],
  },
  {
    id: "payments",
    title: "7. Take payments",
    paragraphs: [
      "Connect your Stripe account in Settings → Payments and customers can pay invoices by card from their portal. Payments are confirmed by Stripe's signed notifications and mark the invoice paid. Without Stripe you record payments by hand — cash, check, bank transfer or card.",
    ],
  },
  {
    id: "team",
    title: "8. Invite your team",
    paragraphs: [
      "Invite employees by email. By default an employee can manage customers, services and the schedule, view jobs and read messages. Give broader access with a role template — Full Administrator, Manager, Customer Service, Field Employee or Billing — and the admin navigation shows each person only what they may use.",
    ],
  },
];

export default function DocsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Documentation"
        title="Set up ServiceLoop"
        description="From an empty account to customers paying invoices in their portal, in eight steps."
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[14rem_1fr] lg:px-8">
        <nav aria-label="Documentation sections" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-slate-950">On this page</p>
          <ul className="mt-3 space-y-2 text-sm">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-slate-700 outline-none hover:text-blue-800 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-14">
          {SECTIONS.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-20">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-slate-950">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-4 leading-7 text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.steps && (
                <ol className="mt-4 list-decimal space-y-1 rounded-xl bg-slate-50 py-4 pr-4 pl-10 text-slate-700 ring-1 ring-slate-200">
                  {section.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              )}
            </section>
          ))}
          <p className="rounded-2xl bg-blue-50 p-6 text-slate-800 ring-1 ring-blue-100">
            Building your own integration? See the{" "}
            <Link href="/developers" className="font-medium text-blue-800 underline underline-offset-4">
              API reference
            </Link>
            . Looking for quick answers? Try the{" "}
            <Link href="/help" className="font-medium text-blue-800 underline underline-offset-4">
              Help Center
            </Link>
            .
          </p>
        </div>
      </div>
    </>
  );
}
