import { SectionTabs } from "@/components/admin/section-tabs";

const TABS = [
  { key: "overview", label: "Overview", href: "/admin/reports" },
  { key: "reviews", label: "Reviews", href: "/admin/reports/reviews" },
] as const;

/** The Reports area's sections: the figures (with the at-risk list) and the customers' reviews. */
export function ReportsTabs({ current }: { current: (typeof TABS)[number]["key"] }) {
  return <SectionTabs label="Reports sections" tabs={TABS} current={current} />;
}
