import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { isUuid } from "@/lib/foundation/is-uuid";
import { param } from "@/lib/core/routes/define-route";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { customerNotFound } from "@/lib/customers/customer-errors";
import { statementPdfResponse } from "@/lib/money/statements/statement-response";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/customers/{id}/statement?from=YYYY-MM-DD&to=YYYY-MM-DD — a customer's
 * statement as a PDF (view_billing); a customer of another business is "not found".
 */
export const GET = staffRoute("view_billing", async (request, { businessId, params }) => {
  const customerId = param(params, "customerId");
  if (!isUuid(customerId)) throw customerNotFound();
  const business = await getBusinessProfile({ businessId });
  return statementPdfResponse({ businessId, customerId }, new URL(request.url).searchParams, business);
});
