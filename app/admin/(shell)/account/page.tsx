import { UserRound } from "@/components/icons";
import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/admin/account/change-password-form";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Your account" };

/** The signed-in staff member's own account: any owner or employee, whatever their permissions. */
export default async function AdminAccountPage() {
  const staff = await requireStaff();
  return (
    <>
      <PageHeader title="Your account" icon={UserRound} description={staff.email} />
      <section className="grid max-w-md gap-4 rounded-xl border bg-white p-6" aria-labelledby="change-password-heading">
        <h2 id="change-password-heading" className="text-lg font-semibold">
          Change password
        </h2>
        <p className="text-sm text-muted-foreground">Changing your password signs you out on every other device.</p>
        <ChangePasswordForm />
      </section>
    </>
  );
}
