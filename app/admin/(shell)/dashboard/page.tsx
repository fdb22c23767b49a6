import { CalendarDays, FileText, Inbox, MessageSquare, Receipt, Users } from "@/components/icons";
import type { Metadata } from "next";
import { AutopayFailuresFlag } from "@/components/admin/dashboard/autopay-failures-flag";
import { FigureCard } from "@/components/admin/dashboard/figure-card";
import { OnboardingChecklist, type ChecklistStep } from "@/components/admin/dashboard/onboarding-checklist";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { getDashboardFigures } from "@/lib/dashboard/get-dashboard-figures";
import { formatCents } from "@/lib/format/money";
import { canOpenSection, hasAnyPermission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listAutopayFailures } from "@/lib/money/autopay/list-autopay-failures";
import { portalUrl } from "@/lib/tenancy/portal-url";

export const metadata: Metadata = { title: "Dashboard" };


export default async function AdminDashboardPage() {
  const staff = await requireStaff({ section: "dashboard" });
  const can = (section: Parameters<typeof canOpenSection>[1]) => canOpenSection(staff.permissions, section);
  const [figures, autopayFailures, profile] = await Promise.all([
    getDashboardFigures(staff),
    can("invoices") ? listAutopayFailures(staff) : null,
    getBusinessProfile(staff),
  ]);
  const portal = portalUrl(staff.portalSubdomain, "/login");
  const steps: ChecklistStep[] = [
    { label: "Add a service", done: figures.onboarding.addedService, href: "/admin/services" },
    { label: "Add or import customers", done: figures.onboarding.addedCustomers, href: "/admin/customers" },
    { label: "Brand your portal", done: figures.onboarding.brandedPortal, href: "/admin/settings/branding" },
    { label: "Invite a customer to the portal", done: figures.onboarding.invitedCustomer, href: "/admin/customers" },
  ];
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Welcome back, {staff.firstName || staff.email}!</h1>
        <p className="mt-1 text-muted-foreground">
          Here is how <span className="font-medium text-foreground">{staff.businessName}</span> is doing today.
        </p>
      </div>
      {staff.role === "owner" ? <OnboardingChecklist steps={steps} /> : null}
      {autopayFailures ? <AutopayFailuresFlag count={autopayFailures.count} invoices={autopayFailures.invoices} timeZone={profile.timezone} /> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Today at a glance">
        {can("schedule") ? <FigureCard label="Visits today" value={String(figures.visitsToday)} href="/admin/schedule" icon={CalendarDays} /> : null}
        {hasAnyPermission(staff.permissions, ["manage_schedule"]) ? (
          <FigureCard label="Open service requests" value={String(figures.openServiceRequests)} href="/admin/service-requests?status=pending" icon={Inbox} />
        ) : null}
        {can("quotes") ? <FigureCard label="Quotes awaiting response" value={String(figures.quotesAwaitingResponse)} href="/admin/quotes?status=sent" icon={FileText} /> : null}
        {can("invoices") ? (
          <FigureCard
            label="Overdue invoices"
            value={String(figures.overdueInvoices)}
            detail={figures.overdueInvoices > 0 ? `${formatCents(figures.overdueAmountCents)} outstanding` : "Nothing overdue"}
            href="/admin/invoices?status=overdue"
            icon={Receipt}
          />
        ) : null}
        {can("messaging") ? <FigureCard label="Unread messages" value={String(figures.unreadMessages)} href="/admin/messaging" icon={MessageSquare} /> : null}
        {can("customers") ? (
          <FigureCard label="Active customers" value={String(figures.activeCustomers)} href="/admin/customers?status=active" icon={Users} />
        ) : null}
      </ul>
      {staff.role === "owner" ? (
        <p className="rounded-lg border bg-white p-4 text-sm">
          Your customer portal:{" "}
          <a href={portal} className="font-medium text-primary underline underline-offset-4" target="_blank" rel="noopener">
            {portal.replace(/\/login$/, "")}
          </a>
        </p>
      ) : null}
    </div>
  );
}
