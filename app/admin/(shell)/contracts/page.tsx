import { FileSignature } from "lucide-react";
import type { Metadata } from "next";
import { EmptySection } from "@/components/admin/empty-section";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/auth/require-staff";

export const metadata: Metadata = { title: "Contracts" };

export default async function AdminContractsPage() {
  await requireStaff({ section: "contracts" });
  return (
    <>
      <PageHeader title="Contracts" icon={FileSignature} />
      <EmptySection icon={FileSignature} title="No contracts yet" body="Contracts and their signatures will be listed here." />
    </>
  );
}
