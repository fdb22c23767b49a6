import { FileSignature } from "@/components/icons";
import type { Metadata } from "next";
import { ContractForm } from "@/components/admin/money/contract-form";
import { PageHeader } from "@/components/admin/page-header";
import { listApprovedQuotes } from "@/lib/contracts/list-approved-quotes";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listBuilderOptions } from "@/lib/money/documents/list-builder-options";

export const metadata: Metadata = { title: "New contract" };

export default async function NewContractPage() {
  const staff = await requireStaff({ section: "contracts" });
  const [approvedQuotes, options] = await Promise.all([listApprovedQuotes(staff), listBuilderOptions(staff)]);
  return (
    <>
      <PageHeader title="New contract" icon={FileSignature} description="The agreement is saved as a draft; send it when it is ready to sign." />
      <ContractForm approvedQuotes={approvedQuotes} customers={options.customers} />
    </>
  );
}
