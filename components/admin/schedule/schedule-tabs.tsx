import Link from "next/link";
import { cn } from "@/lib/utils";

const TABS = [
  { key: "calendar", label: "Calendar", href: "/admin/schedule" },
  { key: "jobs", label: "Jobs", href: "/admin/schedule/jobs" },
  { key: "my-day", label: "My day", href: "/admin/schedule/my-day" },
] as const;

/** The Schedule section's own navigation. */
export function ScheduleTabs({ current }: { current: (typeof TABS)[number]["key"] }) {
  return (
    <nav aria-label="Schedule" className="mb-6 flex gap-1 border-b">
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === current ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            tab.key === current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
