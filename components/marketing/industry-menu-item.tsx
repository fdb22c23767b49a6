import type { INDUSTRY_LINKS } from "@/lib/marketing/nav";
import { IndustryIcon, slugOf } from "./industry-icon";

/** One industry in the header's Industries menu: icon, name and blurb (both menus use it). */
export function IndustryMenuItem({ industry }: { industry: (typeof INDUSTRY_LINKS)[number] }) {
  return (
    <>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-blue-50 text-primary">
        <IndustryIcon slug={slugOf(industry.href)} className="size-4" />
      </span>
      <span>
        <span className="block text-sm font-semibold text-slate-900">{industry.label}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{industry.blurb}</span>
      </span>
    </>
  );
}
