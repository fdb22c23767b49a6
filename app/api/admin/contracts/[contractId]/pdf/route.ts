import { getDocumentBranding } from "@/lib/businesses/get-document-branding";
import { buildContractPdf } from "@/lib/contracts/contract-pdf";
import { getBusinessContractDocument } from "@/lib/contracts/get-business-contract-document";
import { DomainError } from "@/lib/foundation/domain-error";
import { param } from "@/lib/core/routes/define-route";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { pdfResponse } from "@/lib/pdf/pdf-response";

export const dynamic = "force-dynamic";

/** GET /api/admin/contracts/{id}/pdf — the contract's PDF as its customer downloads it, a signed one with its certificate (manage_quotes); another business's is 404. */
export const GET = staffRoute("manage_quotes", async (_request, { businessId, params }) => {
  const [contract, { branding }] = await Promise.all([getBusinessContractDocument({ businessId }, param(params, "contractId")), getDocumentBranding({ businessId })]);
  if (!contract) throw new DomainError("not_found", "Contract not found");
  return pdfResponse(await buildContractPdf(contract, branding), `contract-${displayDocumentNumber(contract.contractNumber, contract.id)}.pdf`);
});
