import { AdminShell } from "@/components/admin/admin-shell";
import { LocationSwitcher } from "@/components/admin/location-switcher";
import { SECTION_ICONS } from "@/components/admin/nav-icons";
import { BusinessSuspendedNotice } from "@/components/admin/business-suspended-notice";
import { SupportViewBanner } from "@/components/admin/support-view-banner";
import { ROLE_TEMPLATE_LABELS, visibleNav } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { toBellFeed } from "@/lib/notifications/bell-feed";
import { listStaffNotificationFeed } from "@/lib/notifications/staff/list-staff-notification-feed";
import { listSwitcherLocations } from "@/lib/locations/switcher-locations";

/** The admin shell, rendered only for a database-verified owner or employee (or a superadmin in support view). */
export default async function AdminShellLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff();
  const scope = staff;
  const [notifications, profile, switchable] = await Promise.all([
    listStaffNotificationFeed(scope, staff.userId),
    getBusinessProfile(scope),
    listSwitcherLocations(staff),
  ]);
  const roleLabel = staff.supportView
    ? "Support view"
    : staff.role === "owner" ? "Owner" : staff.roleTemplate ? ROLE_TEMPLATE_LABELS[staff.roleTemplate] : "Employee";
  return (
    <AdminShell
      businessName={staff.businessName}
      nav={visibleNav(staff.permissions).map((item) => {
        const Icon = SECTION_ICONS[item.section];
        return { ...item, icon: <Icon className="size-4 shrink-0" aria-hidden="true" /> };
      })}
      notifications={toBellFeed(notifications, profile.timezone)}
      banner={staff.supportView ? <SupportViewBanner businessName={staff.businessName} /> : null}
      locationSwitcher={
        !staff.supportView && switchable.length > 1 ? (
          <LocationSwitcher
            locations={switchable}
            selectedId={staff.selectedLocationId}
            allLabel={staff.allowedLocationIds ? "All my locations" : "All locations"}
          />
        ) : null
      }
      user={{ name: `${staff.firstName} ${staff.lastName}`.trim(), email: staff.email, roleLabel }}
    >
      {staff.businessSuspendedAt ? <BusinessSuspendedNotice /> : null}
      {children}
    </AdminShell>
  );
}
