import { NextResponse } from "next/server";
import { portalAuthErrorResponse, resolvePortalBusiness } from "@/lib/portal-auth/api-auth";
import { toCustomerJson } from "@/lib/portal-auth/customer-json";
import { PORTAL_COOKIE_NAME, portalCookieOptions } from "@/lib/portal-auth/portal-cookie";
import { requestContext } from "@/lib/portal-auth/request-context";
import { failure, handlePortalAuthRoute, readJsonBody } from "@/lib/portal-auth/route-handler";
import { customerSignupSchema } from "@/lib/portal-auth/schemas";
import { signupCustomer } from "@/lib/portal-auth/signup-customer";
import { firstErrorMessage } from "@/lib/validation";

/**
 * Spec §7 call 10 (customer-signup). Body: email, password, first_name, last_name,
 * portal_subdomain (optional on a tenant host). Creates a customer of that business only.
 */
export function POST(request: Request) {
  return handlePortalAuthRoute(async () => {
    const body = await readJsonBody(request);
    const resolved = await resolvePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
    if ("error" in resolved) return portalAuthErrorResponse(resolved);
    const parsed = customerSignupSchema.safeParse(body);
    if (!parsed.success) return failure(400, firstErrorMessage(parsed.error));

    const { business } = resolved;
    const { customer, token } = await signupCustomer({ businessId: business.id, input: parsed.data, ...requestContext(request) });
    const response = NextResponse.json(
      {
        success: true,
        customer: toCustomerJson(customer),
        session_token: token,
        business_id: business.id,
        message: "Account created successfully!",
      },
      { status: 201 },
    );
    if (resolved.onTenantHost) response.cookies.set(PORTAL_COOKIE_NAME, token, portalCookieOptions());
    return response;
  });
}
