"use client";

import { Menu, PanelLeftClose, PanelLeftOpen } from "@/components/icons";
import { useState } from "react";
import { GuardedContent, NavigationGuardProvider } from "@/components/auth/navigation-guard";
import { Button } from "@/components/ui/button";
import { SideDrawer } from "@/components/ui/side-drawer";
import { cn } from "@/lib/utils";
import type { BellFeed } from "@/lib/notifications/bell-feed";
import { AdminNav, type AdminNavEntry } from "./admin-nav";
import { StaffNotificationBell } from "./staff-notification-bell";
import { UserMenu, type MenuUser } from "./user-menu";

/**
 * The business admin shell (spec §2): a collapsible sidebar on wide screens; below 768 px
 * the sidebar is collapsed by default and opens as an overlay (Sheet). The header carries
 * the business name and the user menu.
 */
export function AdminShell({
  businessName,
  nav,
  user,
  notifications,
  banner,
  locationSwitcher,
  children,
}: {
  businessName: string;
  nav: AdminNavEntry[];
  user: MenuUser;
  notifications: BellFeed;
  /** A strip above the header (the support-view banner). */
  banner?: React.ReactNode;
  /** The location switcher, for a business with more than one location (issue 38). */
  locationSwitcher?: React.ReactNode;
  children: React.ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  return (
    <NavigationGuardProvider area="admin">
      <div className="flex min-h-screen bg-slate-50">
        <aside
          className={cn(
            "sticky top-0 hidden h-screen shrink-0 flex-col border-r bg-white transition-[width] md:flex",
            collapsed ? "w-16" : "w-64",
          )}
          aria-label="Sidebar"
        >
          <div className={cn("flex h-14 items-center border-b px-3", collapsed ? "justify-center" : "justify-between")}>
            {collapsed ? null : <span className="truncate text-sm font-semibold text-primary">ServiceLoop</span>}
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setCollapsed((value) => !value)}
              aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
              aria-expanded={!collapsed}
            >
              {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            </Button>
          </div>
          <AdminNav items={nav} collapsed={collapsed} />
        </aside>

        <SideDrawer open={mobileOpen} onOpenChange={setMobileOpen} title={businessName} description="Navigation" className="w-72 p-0 md:hidden" headerClassName="border-b p-4">
          <AdminNav items={nav} onNavigate={() => setMobileOpen(false)} />
        </SideDrawer>

        <div className="flex min-w-0 flex-1 flex-col">
          {banner}
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-white px-3 sm:px-4">
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              onClick={() => setMobileOpen(true)}
              aria-label="Open navigation"
              aria-expanded={mobileOpen}
            >
              <Menu aria-hidden="true" />
            </Button>
            <p className="min-w-0 flex-1 truncate text-base font-semibold" data-testid="business-name">
              {businessName}
            </p>
            {locationSwitcher}
            <StaffNotificationBell feed={notifications} />
            <UserMenu user={user} accountHref="/admin/account" />
          </header>
          <main id="main" className="flex-1 p-4 sm:p-6">
            <GuardedContent>{children}</GuardedContent>
          </main>
        </div>
      </div>
    </NavigationGuardProvider>
  );
}
