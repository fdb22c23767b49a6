import { IntentLink as Link } from "@/components/marketing/intent-link";
import { LayoutDashboard, Smartphone } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { SectionHeading } from "./section-heading";

const PORTALS = [
  {
    id: "business",
    icon: LayoutDashboard,
    title: "Business admin",
    audience: "For owners and employees",
    body: "Run the whole operation from one place. Each employee sees only what their role allows.",
    items: [
      "Schedule and jobs with crews",
      "Customers, services and recurring plans",
      "Quotes, contracts and invoices",
      "Messages with every customer",
      "Branding, employees and settings",
      "Reports on revenue and retention",
    ],
    cta: { href: "/auth", label: "Sign in to your admin" },
  },
  {
    id: "customer",
    icon: Smartphone,
    title: "Customer portal",
    audience: "For your customers, under your brand",
    body: "A portal on your own subdomain or domain, in your colours, that works on any phone.",
    items: [
      "See upcoming visits and service history",
      "Request services and sign up for plans",
      "Approve or decline quotes with a comment",
      "Sign contracts and download them as PDF",
      "View and pay invoices online",
      "Message you with photos and files",
    ],
    cta: { href: "/demo-portal", label: "Explore the demo portal" },
  },
] as const;

export function TwoPortals() {
  return (
    <section aria-labelledby="portals-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="portals-title"
          eyebrow="Two portals, one loop"
          title="One side runs the business. The other keeps customers coming back."
          description="Everything your team does in the admin shows up for the customer the moment it happens — and everything the customer does lands in your admin."
        />
        <div className="mt-14 grid gap-8 lg:grid-cols-2">
          {PORTALS.map((portal) => (
            <article key={portal.id} className="flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
              <div className="flex items-center gap-4">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-blue-800 text-white">
                  <portal.icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-xl font-semibold text-slate-950">{portal.title}</h3>
                  <p className="text-sm text-slate-600">{portal.audience}</p>
                </div>
              </div>
              <p className="mt-5 text-slate-700">{portal.body}</p>
              <ul className="mt-5 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
                {portal.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-blue-700" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
              <div className="mt-8 pt-2">
                <Button asChild variant="outline">
                  <Link href={portal.cta.href}>{portal.cta.label}</Link>
                </Button>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
