import { isUuid } from "@/lib/foundation/is-uuid";
import { apiRoute } from "@/lib/core/routes/api-route";
import { param } from "@/lib/core/routes/define-route";
import { customerNotFound } from "@/lib/customers/customer-errors";
import { inviteCustomerToPortal } from "@/lib/customers/portal-access/invite-customer-to-portal";

/** POST /api/v1/customers/{id}/invite — email a 7-day, single-use portal registration link (manage_customers). */
export const POST = apiRoute("manage_customers", {}, async (_request, { scope, params, apiKeyId }) => {
  const id = param(params, "id");
  if (!isUuid(id)) throw customerNotFound();
  const invited = await inviteCustomerToPortal({ businessId: scope.businessId, actorType: "system", apiKeyId }, id);
  return Response.json({
    customer_id: invited.customerId,
    email: invited.email,
    portal_access_status: "invited",
    invitation_expires_at: invited.expiresAt,
    email_sent: invited.emailSent,
  });
});
