import { SectionTabs } from "@/components/admin/section-tabs";

const TABS = [
  { key: "overview", label: "Overview", href: "/admin/reports" },
  { key: "recurring", label: "Recurring", href: "/admin/reports/recurring" },
  { key: "team", label: "Team", href: "/admin/reports/team" },
  { key: "reviews", label: "Reviews", href: "/admin/reports/reviews" },
  { key: "funnel", label: "Booking funnel", href: "/admin/reports/funnel" },
] as const;

/** The Reports area's sections: money (with the at-risk list), recurring revenue and retention, the team, the customers' reviews, online booking's funnel. */
export function ReportsTabs({ current }: { current: (typeof TABS)[number]["key"] }) {
  return <SectionTabs label="Reports sections" tabs={TABS} current={current} className="overflow-x-auto" />;
}
