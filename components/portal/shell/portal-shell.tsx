"use client";

import type { ReactNode } from "react";
import type { BellFeed } from "@/lib/notifications/bell-feed";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { MobileNav } from "./mobile-nav";
import { NotificationBell } from "./notification-bell";
import { PortalNav } from "./portal-nav";

type Props = {
  business: PortalBranding;
  customerName: string;
  notifications: BellFeed;
  /** The logout control (the real portal's LogoutButton; the demo passes its own). */
  logout: ReactNode;
  /** Prefix for every link: "" on a tenant host, "/demo-portal" in the public demo. */
  basePath?: string;
  demo?: boolean;
  /** Above every page, e.g. the staff preview's "Preview as … — read-only" banner. */
  banner?: ReactNode;
  children: ReactNode;
};

function BrandMark({ business, light = false }: { business: PortalBranding; light?: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      {business.companyLogo ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={business.companyLogo} alt="" className="portal-logo" />
      ) : null}
      <span className={light ? "truncate font-semibold" : "truncate font-semibold text-slate-900"}>{business.companyName}</span>
    </span>
  );
}

/**
 * The customer portal's frame (spec §2): the eight navigation items, the business's
 * branding, a top bar in the primary colour below 768 px, the bell and logout.
 */
export function PortalShell({ business, customerName, notifications, logout, basePath = "", demo = false, banner, children }: Props) {
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <a href="#portal-main" className="ui-skip-link">
        Skip to content
      </a>
      <header className="portal-topbar">
        <div className="flex min-w-0 items-center gap-1">
          <MobileNav companyName={business.companyName} basePath={basePath} footer={logout} />
          <BrandMark business={business} light />
        </div>
        <NotificationBell
          feed={notifications}
          basePath={basePath}
          demo={demo}
          className="text-brand-foreground hover:bg-white/15 hover:text-brand-foreground"
        />
      </header>

      <aside className="portal-sidebar">
        <div className="flex h-16 items-center border-b px-4" style={{ borderTop: "4px solid var(--brand)" }}>
          <BrandMark business={business} />
        </div>
        <div className="flex-1 overflow-y-auto p-3">
          <PortalNav basePath={basePath} />
        </div>
        <div className="border-t p-3">{logout}</div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        {banner}
        <div className="portal-desktop-bar">
          <span className="text-sm text-slate-700">{customerName}</span>
          <NotificationBell feed={notifications} basePath={basePath} demo={demo} />
        </div>
        <main id="portal-main" className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
