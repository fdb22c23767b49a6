import { IntentLink as Link } from "@/components/marketing/intent-link";
import { ChevronDown } from "@/components/icons";
import { PageHeader, PageSection } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "Help Center",
  description:
    "Answers for business owners and their customers: setting up your portal, inviting customers, quotes, invoices, payments, signing in and more.",
  path: "/help",
});

const GROUPS = [
  {
    id: "owners",
    title: "For business owners",
    items: [
      {
        q: "How do my customers get into the portal?",
        a: "Add the customer in your admin and send a portal invitation. They receive an email with a personal link, choose a password and land on their dashboard. Customers can also sign up themselves on your portal's sign-in page.",
      },
      {
        q: "Can I use my own domain?",
        a: "Yes. Every business gets a subdomain (yourbusiness.serviceloop.app). On the Growth and Pro plans you can also add your own domain, such as portal.yourbusiness.com, by creating a DNS record; the portal switches over once we've verified it.",
      },
      {
        q: "What can employees see?",
        a: "The owner can do everything. Employees get a set of permissions — by default customers, services, the schedule, jobs and messages, but not invoices, quotes, contracts or settings. You can grant more with role templates such as Manager or Billing.",
      },
      {
        q: "How do quotes become jobs and invoices?",
        a: "Send a quote with line items. When the customer approves it in their portal you're notified; turn it into a contract for signature if the work needs one, schedule the jobs, and invoice when the work is done.",
      },
      {
        q: "How do online payments work?",
        a: "Connect your own Stripe account in settings. Customers then pay invoices by card; the money goes to your Stripe account and the invoice is marked paid automatically. Cash, checks and bank transfers can be recorded by hand.",
      },
    ],
  },
  {
    id: "customers",
    title: "For customers of a ServiceLoop business",
    items: [
      {
        q: "I can't sign in to my service provider's portal.",
        a: "Use the sign-in page on your provider's own portal address — each business has its own. If you were invited, use the link in your invitation email to set a password first. For account questions, contact your service provider directly; they manage your account.",
      },
      {
        q: "How do I approve or decline a quote?",
        a: "Open Quotes in your portal and choose Review & Respond on a quote awaiting your response. You can approve or decline and leave an optional comment for the business.",
      },
      {
        q: "Where do I find my invoices and contracts?",
        a: "Under Invoices and Contracts in your portal. Contracts can be downloaded as a PDF; invoices show their status, due date and payment instructions.",
      },
      {
        q: "Why was I signed out?",
        a: "For your security a portal session ends after 2 hours without activity, or 24 hours after you signed in. Just sign in again.",
      },
    ],
  },
];

export default function HelpPage() {
  return (
    <>
      <PageHeader
        eyebrow="Help Center"
        title="How can we help?"
        description="Quick answers for business owners and for their customers. Can't find yours? We're one message away."
      />
      <PageSection className="max-w-3xl">
        <nav aria-label="Help topics" className="flex flex-wrap gap-2">
          {GROUPS.map((group) => (
            <a
              key={group.id}
              href={`#${group.id}`}
              className="rounded-full bg-slate-100 px-4 py-2 text-sm font-medium text-slate-800 outline-none hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-ring"
            >
              {group.title}
            </a>
          ))}
        </nav>
        {GROUPS.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="mt-12 scroll-mt-20">
            <h2 id={`${group.id}-title`} className="text-2xl font-bold tracking-tight text-slate-950">
              {group.title}
            </h2>
            <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {group.items.map((item) => (
                <details key={item.q} className="group p-5">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-semibold text-slate-950 outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                    {item.q}
                    <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" aria-hidden="true" />
                  </summary>
                  <p className="mt-3 leading-7 text-slate-600">{item.a}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="mt-12 rounded-2xl bg-blue-50 p-6 text-slate-800 ring-1 ring-blue-100">
          Still stuck? Read the{" "}
          <Link href="/docs" className="font-medium text-blue-800 underline underline-offset-4">
            documentation
          </Link>{" "}
          or{" "}
          <Link href="/contact?topic=support" className="font-medium text-blue-800 underline underline-offset-4">
            send us a message
          </Link>
          .
        </p>
      </PageSection>
    </>
  );
}
