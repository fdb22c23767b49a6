"use client";

import { LayoutDashboard, Building2, Menu, Settings, ShieldCheck } from "@/components/icons";
import { useAppPathname } from "@/lib/navigation/app-router-hooks";
import { useState } from "react";
import { GuardedContent, GuardedLink, NavigationGuardProvider } from "@/components/auth/navigation-guard";
import { UserMenu, type MenuUser } from "@/components/admin/user-menu";
import { Button } from "@/components/ui/button";
import { SideDrawer } from "@/components/ui/side-drawer";
import { cn } from "@/lib/utils";

/** Spec §2 superadmin navigation. */
const NAV = [
  { label: "Dashboard", href: "/superadmin/dashboard", icon: LayoutDashboard },
  { label: "Businesses", href: "/superadmin/businesses", icon: Building2 },
  { label: "Settings", href: "/superadmin/settings", icon: Settings },
] as const;

function SuperadminNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useAppPathname();
  return (
    <nav aria-label="Superadmin" className="flex flex-col gap-1 p-2">
      {NAV.map(({ label, href, icon: Icon }) => {
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <GuardedLink
            key={href}
            href={href}
            onClick={onNavigate}
            aria-current={active ? "page" : undefined}
            className={cn(
              "ui-nav-link",
              active ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </GuardedLink>
        );
      })}
    </nav>
  );
}

/** The platform operator's shell: its own nav, guard and sign-out back to /superadmin/login. */
export function SuperadminShell({ user, children }: { user: MenuUser; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <NavigationGuardProvider area="superadmin">
      <div className="flex min-h-screen bg-slate-50">
        <aside className="sticky top-0 hidden h-screen w-60 shrink-0 flex-col border-r bg-white md:flex" aria-label="Sidebar">
          <div className="flex h-14 items-center gap-2 border-b px-4 text-sm font-semibold">
            <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
            ServiceLoop Superadmin
          </div>
          <SuperadminNav />
        </aside>
        <SideDrawer open={open} onOpenChange={setOpen} title="ServiceLoop Superadmin" description="Navigation" className="w-72 p-0 md:hidden" headerClassName="border-b p-4">
          <SuperadminNav onNavigate={() => setOpen(false)} />
        </SideDrawer>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-white px-3 sm:px-4">
            <Button variant="ghost" size="icon" className="md:hidden" onClick={() => setOpen(true)} aria-label="Open navigation" aria-expanded={open}>
              <Menu aria-hidden="true" />
            </Button>
            <p className="min-w-0 flex-1 truncate font-semibold">Platform administration</p>
            <UserMenu user={user} signedOutPath="/superadmin/login" />
          </header>
          <main id="main" className="flex-1 p-4 sm:p-6">
            <GuardedContent>{children}</GuardedContent>
          </main>
        </div>
      </div>
    </NavigationGuardProvider>
  );
}
