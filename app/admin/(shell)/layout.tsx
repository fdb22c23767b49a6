import { AdminShell } from "@/components/admin/admin-shell";
import { BusinessSuspendedNotice } from "@/components/admin/business-suspended-notice";
import { SupportViewBanner } from "@/components/admin/support-view-banner";
import { ROLE_TEMPLATE_LABELS, visibleNav } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { listStaffNotificationFeed } from "@/lib/notifications/staff/list-staff-notification-feed";

/** The admin shell, rendered only for a database-verified owner or employee (or a superadmin in support view). */
export default async function AdminShellLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff();
  const scope = { businessId: staff.businessId };
  const [notifications, profile] = await Promise.all([listStaffNotificationFeed(scope, staff.userId), getBusinessProfile(scope)]);
  const roleLabel = staff.supportView
    ? "Support view"
    : staff.role === "owner" ? "Owner" : staff.roleTemplate ? ROLE_TEMPLATE_LABELS[staff.roleTemplate] : "Employee";
  return (
    <AdminShell
      businessName={staff.businessName}
      nav={visibleNav(staff.permissions)}
      notifications={notifications}
      timeZone={profile.timezone}
      banner={staff.supportView ? <SupportViewBanner businessName={staff.businessName} /> : null}
      user={{ name: `${staff.firstName} ${staff.lastName}`.trim(), email: staff.email, roleLabel }}
    >
      {staff.businessSuspendedAt ? <BusinessSuspendedNotice /> : null}
      {children}
    </AdminShell>
  );
}
