import { brandingForCustomer } from "@/lib/locations/branding-for-customer";
import { buildContractPdf } from "@/lib/contracts/contract-pdf";
import { getCustomerContract } from "@/lib/contracts/get-customer-contract";
import { customerRoute } from "@/lib/core/routes/customer-route";
import { param } from "@/lib/core/routes/define-route";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { brandingOf, notFoundResponse, pdfResponse } from "@/lib/pdf/pdf-response";

export const dynamic = "force-dynamic";

/** GET /api/portal/contracts/{id}/pdf — the contract as a PDF; a signed one ends with its signature certificate. */
export const GET = customerRoute(async (_request, { scope, business, params }) => {
  const contract = await getCustomerContract(scope, param(params, "contractId"));
  if (!contract) return notFoundResponse();
  const bytes = await buildContractPdf(contract, await brandingForCustomer(brandingOf(business), scope));
  return pdfResponse(bytes, `contract-${displayDocumentNumber(contract.contractNumber, contract.id)}.pdf`);
});
