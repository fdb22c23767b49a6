import Link from "next/link";
import { cn } from "@/lib/utils";

export type SectionTab<K extends string> = { key: K; label: string; href: string };

/** A section's own navigation under its page header (Schedule, Reports): links, the current one marked. */
export function SectionTabs<K extends string>({ label, tabs, current, className }: { label: string; tabs: readonly SectionTab<K>[]; current: K; className?: string }) {
  return (
    <nav aria-label={label} className={cn("flex gap-1 border-b", className)}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === current ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
            tab.key === current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
