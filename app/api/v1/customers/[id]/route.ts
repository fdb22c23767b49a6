import { customerChangesFromPatch, customerToJson, updateCustomerBody } from "@/lib/api/v1/customers/customer-schema";
import { isUuid } from "@/lib/foundation/is-uuid";
import { apiRoute } from "@/lib/core/routes/api-route";
import { param } from "@/lib/core/routes/define-route";
import { customerNotFound } from "@/lib/customers/customer-errors";
import { getCustomerDetail } from "@/lib/customers/get-customer-detail";
import { updateCustomer } from "@/lib/customers/update-customer";

/** The id of the path; anything not a UUID is simply "not found", like another business's id. */
function customerIdOf(params: Record<string, string | string[] | undefined>): string {
  const id = param(params, "id");
  if (!isUuid(id)) throw customerNotFound();
  return id;
}

/** GET /api/v1/customers/{id} — one customer with its outstanding balance (manage_customers). */
export const GET = apiRoute("manage_customers", {}, async (_request, { scope, params }) =>
  Response.json(customerToJson(await getCustomerDetail(scope, customerIdOf(params)))),
);

/** PATCH /api/v1/customers/{id} — change the fields given (manage_customers). */
export const PATCH = apiRoute("manage_customers", { body: updateCustomerBody }, async (_request, { scope, params, body }) =>
  Response.json(customerToJson(await updateCustomer(scope, customerIdOf(params), customerChangesFromPatch(body)))),
);
