import { NextResponse } from "next/server";
import { portalAuthErrorResponse, resolvePortalBusiness } from "@/lib/portal-auth/api-auth";
import { toCustomerJson } from "@/lib/portal-auth/customer-json";
import { loginCustomer } from "@/lib/portal-auth/login-customer";
import { PORTAL_COOKIE_NAME, portalCookieOptions } from "@/lib/portal-auth/portal-cookie";
import { requestContext } from "@/lib/portal-auth/request-context";
import { failure, handlePortalAuthRoute, readJsonBody } from "@/lib/portal-auth/route-handler";
import { customerLoginSchema } from "@/lib/portal-auth/schemas";
import { firstErrorMessage } from "@/lib/validation";

/**
 * Spec §7 call 9 (customer-login). Body: email, password, portal_subdomain (optional on a
 * tenant host). On a tenant host the session also goes into the host-only portal cookie.
 */
export function POST(request: Request) {
  return handlePortalAuthRoute(async () => {
    const body = await readJsonBody(request);
    const resolved = await resolvePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
    if ("error" in resolved) return portalAuthErrorResponse(resolved);
    const parsed = customerLoginSchema.safeParse(body);
    if (!parsed.success) return failure(400, firstErrorMessage(parsed.error));

    const { business } = resolved;
    const { customer, token } = await loginCustomer({ businessId: business.id, input: parsed.data, ...requestContext(request) });
    const response = NextResponse.json({
      success: true,
      customer: toCustomerJson(customer),
      session_token: token,
      business_id: business.id,
      message: "Login successful",
    });
    if (resolved.onTenantHost) response.cookies.set(PORTAL_COOKIE_NAME, token, portalCookieOptions());
    return response;
  });
}
