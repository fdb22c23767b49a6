import { SectionTabs } from "@/components/admin/section-tabs";

const TABS = [
  { key: "calendar", label: "Calendar", href: "/admin/schedule" },
  { key: "jobs", label: "Jobs", href: "/admin/schedule/jobs" },
  { key: "my-day", label: "My day", href: "/admin/schedule/my-day" },
] as const;

/** The Schedule section's own navigation. */
export function ScheduleTabs({ current }: { current: (typeof TABS)[number]["key"] }) {
  return <SectionTabs label="Schedule" tabs={TABS} current={current} className="mb-6" />;
}
