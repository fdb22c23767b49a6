"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";
import { PORTAL_NAV } from "./nav-items";

/** Strips the internal /portal/{tenant} prefix in case the router reports the rewritten path. */
function visiblePath(pathname: string, basePath: string): string {
  const path = pathname.replace(/^\/portal\/[^/]+/, "");
  return basePath && path.startsWith(basePath) ? path.slice(basePath.length) || "/" : path;
}

export function PortalNav({ basePath = "", onNavigate }: { basePath?: string; onNavigate?: () => void }) {
  const current = visiblePath(usePathname() ?? "/", basePath);
  return (
    <nav aria-label="Portal">
      <ul className="flex flex-col gap-1">
        {PORTAL_NAV.map(({ path, label, icon: Icon }) => {
          const active = current === path || current.startsWith(`${path}/`);
          return (
            <li key={path}>
              <Link
                href={`${basePath}${path}`}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "ui-nav-link",
                  active ? "bg-brand text-brand-foreground" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
