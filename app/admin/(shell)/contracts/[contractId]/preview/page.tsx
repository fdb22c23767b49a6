import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocumentPreviewFrame } from "@/components/admin/money/document-preview-frame";
import { ContractDocument } from "@/components/portal/contracts/contract-document";
import { getDocumentBranding } from "@/lib/businesses/get-document-branding";
import { getBusinessContractDocument } from "@/lib/contracts/get-business-contract-document";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { fullName } from "@/lib/format/names";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Contract preview" };

/** Staff preview of a contract: the body of the portal's own preview, from the portal's own figures. */
export default async function ContractPreviewPage({ params }: { params: Promise<{ contractId: string }> }) {
  const staff = await requireStaff({ section: "contracts" });
  const { contractId } = await params;
  const [contract, { branding }] = await Promise.all([getBusinessContractDocument(staff, contractId), getDocumentBranding(staff)]);
  if (!contract) notFound();
  return (
    <DocumentPreviewFrame
      title={`Preview of contract ${displayDocumentNumber(contract.contractNumber, contract.id)}`}
      backHref={`/admin/contracts/${contract.id}`}
      backLabel="Back to contract"
      pdfHref={`/api/admin/contracts/${contract.id}/pdf`}
      customerName={fullName(contract.customer.firstName, contract.customer.lastName)}
      visibleToCustomer={contract.status !== "draft"}
    >
      <article className="rounded-xl border bg-white p-6 shadow-sm sm:p-10" aria-label="Contract document">
        <h2 className="mb-4 text-xl font-bold text-slate-900">{contract.title}</h2>
        <ContractDocument contract={contract} business={branding} />
      </article>
    </DocumentPreviewFrame>
  );
}
