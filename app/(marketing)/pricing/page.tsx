import { IntentLink as Link } from "@/components/marketing/intent-link";
import { Check, Minus } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CtaSection } from "@/components/marketing/cta-section";
import { PageHeader, PageSection } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/marketing/metadata";
import { COMPARISON, PLANS, PRICING_FAQ, type ComparisonRow } from "@/lib/marketing/pricing";
import { cn } from "@/lib/utils";

export const metadata = pageMetadata({
  title: "Pricing",
  description:
    "Simple monthly plans for recurring service businesses: Starter $49, Growth $129 and Pro $299. Free for your customers, no fee on card payments, founding pricing for waitlist members.",
  path: "/pricing",
});

function Cell({ value }: { value: ComparisonRow["values"][keyof ComparisonRow["values"]] }) {
  if (value === true)
    return (
      <>
        <Check className="mx-auto size-4 text-green-700" aria-hidden="true" />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus className="mx-auto size-4 text-slate-500" aria-hidden="true" />
        <span className="sr-only">Not included</span>
      </>
    );
  return <span className="font-medium text-slate-900">{value}</span>;
}

export default function PricingPage() {
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Plans that grow with your route"
        description="Pick a plan by the number of customers you serve. Your customers never pay for the portal, and card payments carry no ServiceLoop fee."
      />
      <PageSection aria-labelledby="plans-title">
        <h2 id="plans-title" className="sr-only">
          Plans
        </h2>
        <p className="mx-auto mb-10 max-w-2xl rounded-xl bg-amber-50 px-4 py-3 text-center text-sm text-amber-900 ring-1 ring-amber-200">
          ServiceLoop is pre-launch: nobody is billed yet. Waitlist members keep a founding rate of 30% off for their first
          year.
        </p>
        <ul className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                "flex flex-col rounded-3xl border bg-white p-8 shadow-sm",
                plan.featured ? "border-blue-800 ring-2 ring-blue-800" : "border-slate-200",
              )}
            >
              <div className="flex items-center justify-between">
                <h3 className="text-xl font-semibold text-slate-950">{plan.name}</h3>
                {plan.featured && (
                  <span className="rounded-full bg-blue-800 px-3 py-1 text-xs font-semibold text-white">Most popular</span>
                )}
              </div>
              <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-5xl font-bold tracking-tight text-slate-950">${plan.price}</span>
                <span className="text-sm text-slate-600">{plan.cadence}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
                {plan.highlights.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
              <Button asChild size="lg" variant={plan.featured ? "default" : "outline"} className="mt-8">
                <Link href="/waitlist">
                  Join the waitlist<span className="sr-only"> for {plan.name}</span>
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection aria-labelledby="compare-title" className="pt-0">
        <h2 id="compare-title" className="text-center text-3xl font-bold tracking-tight text-slate-950">
          Compare plans
        </h2>
        <div className="mt-10 rounded-2xl border border-slate-200 bg-white">
          <Table className="text-xs sm:text-sm">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead scope="col" className="w-2/5 px-3 sm:px-4">
                  Feature
                </TableHead>
                {PLANS.map((plan) => (
                  <TableHead key={plan.id} scope="col" className="px-2 text-center sm:px-4">
                    {plan.name}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            {COMPARISON.map((group) => (
              <TableBody key={group.group}>
                <TableRow className="bg-slate-50 hover:bg-slate-50">
                  <TableHead scope="rowgroup" colSpan={PLANS.length + 1} className="px-3 font-semibold text-slate-900 sm:px-4">
                    {group.group}
                  </TableHead>
                </TableRow>
                {group.rows.map((row) => (
                  <TableRow key={row.feature}>
                    <TableHead scope="row" className="px-3 font-normal whitespace-normal text-slate-700 sm:px-4">
                      {row.feature}
                    </TableHead>
                    {PLANS.map((plan) => (
                      <TableCell key={plan.id} className="px-2 text-center sm:px-4">
                        <Cell value={row.values[plan.id]} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            ))}
          </Table>
        </div>
      </PageSection>
      <PageSection aria-labelledby="faq-title" className="max-w-3xl pt-0">
        <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-slate-950">
          Pricing questions
        </h2>
        <dl className="mt-10 divide-y divide-slate-200">
          {PRICING_FAQ.map((item) => (
            <div key={item.q} className="py-6">
              <dt className="font-semibold text-slate-950">{item.q}</dt>
              <dd className="mt-2 text-slate-600">{item.a}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <CtaSection />
    </>
  );
}
