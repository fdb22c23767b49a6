import { SuperadminShell } from "@/components/superadmin/superadmin-shell";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";

export default async function SuperadminShellLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireSuperadmin();
  return (
    <SuperadminShell user={{ name: `${admin.firstName} ${admin.lastName}`.trim(), email: admin.email, roleLabel: "Superadmin" }}>
      {children}
    </SuperadminShell>
  );
}
