"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { SettingsSection } from "@/lib/admin/settings-sections";
import { cn } from "@/lib/utils";

/** The list of settings sections: a column on desktop, a scrollable row on phones. */
export function SettingsNav({ sections }: { sections: SettingsSection[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Settings sections" className="-mx-1 overflow-x-auto md:mx-0 md:overflow-visible">
      <ul className="flex gap-1 px-1 md:flex-col md:px-0">
        {sections.map((section) => {
          const active = pathname === section.href;
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-2 text-sm whitespace-nowrap hover:bg-accent",
                  active ? "bg-accent font-medium text-foreground" : "text-muted-foreground",
                )}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
