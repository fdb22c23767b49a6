import { ArrowLeft, Upload } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { ImportCustomersForm } from "@/components/admin/customers/import-customers-form";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Import customers" };

/** /admin/customers/import: CSV import with a preview (needs manage_customers). */
export default async function ImportCustomersPage() {
  await requireStaff({ section: "customers" });
  return (
    <div className="grid gap-6">
      <Link href="/admin/customers" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All customers
      </Link>
      <PageHeader title="Import customers" icon={Upload} description="Add many customers at once from a spreadsheet saved as CSV." />
      <ImportCustomersForm />
    </div>
  );
}
