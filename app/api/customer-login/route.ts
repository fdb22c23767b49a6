import { NextResponse } from "next/server";
import { validationFailure } from "@/lib/core/define-action";
import { publicRoute } from "@/lib/core/routes/public-route";
import { MAX_AUTH_BODY_BYTES, readJsonBody } from "@/lib/core/routes/json-body";
import { requirePortalBusiness } from "@/lib/identity/customer/api-auth";
import { toCustomerJson } from "@/lib/identity/customer/customer-json";
import { loginCustomer } from "@/lib/identity/customer/login-customer";
import { PORTAL_COOKIE_NAME, portalCookieOptions } from "@/lib/identity/customer/portal-cookie";
import { customerLoginSchema } from "@/lib/identity/customer/schemas";
import { errorResponse } from "@/lib/core/routes/error-response";

/**
 * Spec §7 call 9 (customer-login). Body: email, password, portal_subdomain (optional on a
 * tenant host). On a tenant host the session also goes into the host-only portal cookie.
 * Public: the credentials are the body; throttling is inside loginCustomer.
 */
export const POST = publicRoute(async (request, { ip, userAgent }) => {
  const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES);
  const { business, onTenantHost } = await requirePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
  const parsed = customerLoginSchema.safeParse(body);
  if (!parsed.success) return errorResponse("portal", validationFailure(parsed.error));
  const { customer, token } = await loginCustomer({ businessId: business.id, input: parsed.data, ip, userAgent });
  const response = NextResponse.json({
    success: true,
    customer: toCustomerJson(customer),
    session_token: token,
    business_id: business.id,
    message: "Login successful",
  });
  if (onTenantHost) response.cookies.set(PORTAL_COOKIE_NAME, token, portalCookieOptions());
  response.headers.set("cache-control", "no-store");
  return response;
});
