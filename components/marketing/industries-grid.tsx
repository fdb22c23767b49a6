import { IntentLink as Link } from "@/components/marketing/intent-link";
import { INDUSTRY_LIST } from "@/lib/marketing/industries";
import { IndustryIcon } from "./industry-icon";
import { SectionHeading } from "./section-heading";

export function IndustriesGrid({ title = "Built for the trades that come back every week" }: { title?: string }) {
  return (
    <section id="industries" aria-labelledby="industries-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="industries-title"
          eyebrow="Industries"
          title={title}
          description="Each trade has its own rhythm. ServiceLoop speaks all of them."
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INDUSTRY_LIST.map((industry) => (
            <li key={industry.slug}>
              <Link
                href={`/${industry.slug}`}
                className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 outline-none transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span
                  className="flex size-11 shrink-0 items-center justify-center rounded-xl text-white"
                  style={{ backgroundColor: industry.palette.primary }}
                >
                  <IndustryIcon slug={industry.slug} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-950 group-hover:underline">{industry.name}</span>
                  <span className="mt-1 block text-sm leading-6 text-slate-600">{industry.headline}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
