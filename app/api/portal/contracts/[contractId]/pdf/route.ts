import { displayDocumentNumber } from "@/lib/format/document-number";
import { buildContractPdf } from "@/lib/pdf/contract-pdf";
import { authenticatePortalRequest, isPortalAuthFailure, portalAuthErrorResponse } from "@/lib/portal-auth/api-auth";
import { getCustomerContract } from "@/lib/portal/get-customer-contract";
import { brandingOf, notFoundResponse, pdfResponse } from "@/lib/portal/pdf-response";

export const dynamic = "force-dynamic";

/** GET /api/portal/contracts/{id}/pdf — the contract as a PDF; a signed one ends with its signature certificate. */
export async function GET(request: Request, { params }: { params: Promise<{ contractId: string }> }) {
  const auth = await authenticatePortalRequest(request);
  if (isPortalAuthFailure(auth)) return portalAuthErrorResponse(auth);
  const contract = await getCustomerContract({ businessId: auth.business.id, customerId: auth.customer.id }, (await params).contractId);
  if (!contract) return notFoundResponse();
  const bytes = await buildContractPdf(contract, brandingOf(auth.business));
  return pdfResponse(bytes, `contract-${displayDocumentNumber(contract.contractNumber, contract.id)}.pdf`);
}
