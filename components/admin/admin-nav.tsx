"use client";

import { useAppPathname } from "@/lib/navigation/app-router-hooks";
import { GuardedLink } from "@/components/auth/navigation-guard";
import type { AdminNavItem } from "@/lib/identity/permissions";
import { cn } from "@/lib/utils";

/** A nav item with its icon already rendered by the server (the layout), so no icon code ships to the browser. */
export type AdminNavEntry = AdminNavItem & { icon: React.ReactNode };

/** The admin navigation (spec §2): only the items the member may open, each with its icon. */
export function AdminNav({ items, collapsed = false, onNavigate }: { items: AdminNavEntry[]; collapsed?: boolean; onNavigate?: () => void }) {
  const pathname = useAppPathname();
  return (
    <nav aria-label="Admin" className="flex flex-col gap-1 p-2">
      {items.map((item) => {
        const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <GuardedLink
            key={item.href}
            href={item.href}
            onClick={onNavigate}
            aria-current={active ? "page" : undefined}
            title={collapsed ? item.label : undefined}
            className={cn(
              "ui-nav-link transition-colors",
              active ? "bg-primary text-primary-foreground" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              collapsed && "justify-center px-2",
            )}
          >
            {item.icon}
            <span className={cn(collapsed && "sr-only")}>{item.label}</span>
          </GuardedLink>
        );
      })}
    </nav>
  );
}
