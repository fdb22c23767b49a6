import { AdminShell } from "@/components/admin/admin-shell";
import { ROLE_TEMPLATE_LABELS, visibleNav } from "@/lib/auth/permissions";
import { requireStaff } from "@/lib/auth/require-staff";

/** The admin shell, rendered only for a database-verified owner or employee. */
export default async function AdminShellLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff();
  const roleLabel =
    staff.role === "owner" ? "Owner" : staff.roleTemplate ? ROLE_TEMPLATE_LABELS[staff.roleTemplate] : "Employee";
  return (
    <AdminShell
      businessName={staff.businessName}
      nav={visibleNav(staff.permissions)}
      user={{ name: `${staff.firstName} ${staff.lastName}`.trim(), email: staff.email, roleLabel }}
    >
      {children}
    </AdminShell>
  );
}
