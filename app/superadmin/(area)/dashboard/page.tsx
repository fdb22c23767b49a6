import { Building2, ClipboardList, Inbox, Mail, ShieldCheck, Users } from "@/components/icons";
import type { Metadata } from "next";
import { GuardedLink } from "@/components/auth/navigation-guard";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";
import { PlatformHealthPanel } from "@/components/superadmin/platform-health-panel";
import { platformHealth } from "@/lib/platform/platform-health";
import { platformStats } from "@/lib/platform/platform-stats";

export const metadata: Metadata = { title: "Dashboard" };

export default async function SuperadminDashboardPage() {
  const admin = await requireSuperadmin();
  const [stats, health] = await Promise.all([platformStats(), platformHealth()]);
  const figures = [
    { label: "Businesses", value: stats.businesses, icon: Building2 },
    { label: "Staff accounts", value: stats.staff, icon: Users },
    { label: "Customers", value: stats.customers, icon: Users },
    { label: "Waitlist", value: stats.waitlist, icon: ClipboardList },
  ];
  const links = [
    { href: "/superadmin/waitlist", label: "Waitlist", body: "People waiting for an invitation.", icon: ClipboardList },
    { href: "/superadmin/invitations", label: "Invitations", body: `${stats.pendingInvitations} pending staff invitations.`, icon: Mail },
    { href: "/superadmin/security-testing", label: "Security testing", body: "The controls that protect accounts and tenants.", icon: ShieldCheck },
    { href: "/superadmin/outbox", label: "Email outbox", body: "Every email the platform has sent or logged.", icon: Inbox },
  ];
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Superadmin dashboard</h1>
        <p className="text-muted-foreground">Signed in as {admin.email}.</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-xl border bg-white p-4">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <PlatformHealthPanel health={health} />
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Tools">
        {links.map(({ href, label, body, icon: Icon }) => (
          <li key={href}>
            <GuardedLink href={href} className="block rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <Card className="h-full hover:border-primary">
                <CardHeader>
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  <CardTitle>{label}</CardTitle>
                  <CardDescription>{body}</CardDescription>
                </CardHeader>
              </Card>
            </GuardedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
