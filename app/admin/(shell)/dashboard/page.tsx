import type { Metadata } from "next";
import { GuardedLink } from "@/components/auth/navigation-guard";
import { SECTION_ICONS } from "@/components/admin/nav-icons";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { portalUrl } from "@/lib/auth/portal-url";
import { visibleNav } from "@/lib/auth/permissions";
import { requireStaff } from "@/lib/auth/require-staff";

export const metadata: Metadata = { title: "Dashboard" };

export default async function AdminDashboardPage() {
  const staff = await requireStaff({ section: "dashboard" });
  const shortcuts = visibleNav(staff.permissions).filter((item) => item.section !== "dashboard");
  const portal = portalUrl(staff.portalSubdomain, "/login");
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Welcome back, {staff.firstName || staff.email}!</h1>
        <p className="mt-1 text-muted-foreground">
          Here is what you can do for <span className="font-medium text-foreground">{staff.businessName}</span> today.
        </p>
      </div>
      {staff.role === "owner" ? (
        <p className="rounded-lg border bg-white p-4 text-sm">
          Your customer portal:{" "}
          <a href={portal} className="font-medium text-primary underline underline-offset-4" target="_blank" rel="noopener">
            {portal.replace(/\/login$/, "")}
          </a>
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Shortcuts">
        {shortcuts.map((item) => {
          const Icon = SECTION_ICONS[item.section];
          return (
            <li key={item.href}>
              <GuardedLink href={item.href} className="block rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring">
                <Card className="h-full transition-colors hover:border-primary">
                  <CardHeader>
                    <Icon className="size-5 text-primary" aria-hidden="true" />
                    <CardTitle>{item.label}</CardTitle>
                    <CardDescription>Open {item.label.toLowerCase()}</CardDescription>
                  </CardHeader>
                </Card>
              </GuardedLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
