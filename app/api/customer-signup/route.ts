import { NextResponse } from "next/server";
import { validationFailure } from "@/lib/core/define-action";
import { errorResponse } from "@/lib/core/routes/error-response";
import { MAX_AUTH_BODY_BYTES, readJsonBody } from "@/lib/core/routes/json-body";
import { publicRoute } from "@/lib/core/routes/public-route";
import { requirePortalBusiness } from "@/lib/identity/customer/api-auth";
import { toCustomerJson } from "@/lib/identity/customer/customer-json";
import { PORTAL_COOKIE_NAME, portalCookieOptions } from "@/lib/identity/customer/portal-cookie";
import { customerSignupSchema } from "@/lib/identity/customer/schemas";
import { signupCustomer } from "@/lib/identity/customer/signup-customer";

/**
 * Spec §7 call 10 (customer-signup). Body: email, password, first_name, last_name,
 * portal_subdomain (optional on a tenant host). Creates a customer of that business only.
 */
export const POST = publicRoute(async (request, { ip, userAgent }) => {
  const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES);
  const { business, onTenantHost } = await requirePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
  const parsed = customerSignupSchema.safeParse(body);
  if (!parsed.success) return errorResponse("portal", validationFailure(parsed.error));
  const { customer, token } = await signupCustomer({ businessId: business.id, input: parsed.data, ip, userAgent });
  const response = NextResponse.json(
    {
      success: true,
      customer: toCustomerJson(customer),
      session_token: token,
      business_id: business.id,
      message: "Account created successfully!",
    },
    { status: 201, headers: { "cache-control": "no-store" } },
  );
  if (onTenantHost) response.cookies.set(PORTAL_COOKIE_NAME, token, portalCookieOptions());
  return response;
});
