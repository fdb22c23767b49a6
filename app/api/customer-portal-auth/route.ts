import { NextResponse } from "next/server";
import { validationFailure } from "@/lib/core/define-action";
import { errorResponse } from "@/lib/core/routes/error-response";
import { MAX_AUTH_BODY_BYTES, readJsonBody, type JsonBody } from "@/lib/core/routes/json-body";
import { publicRoute } from "@/lib/core/routes/public-route";
import { authenticatePortalRequest, portalAuthErrorResponse, requirePortalBusiness } from "@/lib/identity/customer/api-auth";
import { completeRegistration } from "@/lib/identity/customer/complete-registration";
import { toCustomerJson } from "@/lib/identity/customer/customer-json";
import { PORTAL_COOKIE_NAME, clearedPortalCookieOptions, portalCookieOptions, readPortalCookie } from "@/lib/identity/customer/portal-cookie";
import { completeRegistrationSchema, INVITATION_MESSAGES, verifyInvitationSchema } from "@/lib/identity/customer/schemas";
import { deleteCustomerSession } from "@/lib/identity/customer/sessions";
import { verifyInvitation } from "@/lib/identity/customer/verify-invitation";
import { DomainError } from "@/lib/foundation/domain-error";
import { sessionToken } from "@/lib/validation";

/**
 * Spec §7 calls 11–14: one endpoint, the operation named by `action`. Public: each action
 * carries its own credential (a session token or an invitation token).
 */
export const POST = publicRoute(async (request, { ip, userAgent }) => {
  const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES);
  const response = await (async () => {
    switch (body.action) {
      case "validate_session":
        return validateSession(request, body);
      case "logout":
        return logout(request, body);
      case "verify_invitation":
        return verifyInvitationFor(request, body, ip);
      case "complete_registration":
        return completeRegistrationFor(request, body, ip, userAgent);
      default:
        throw new DomainError("invalid", "Invalid action");
    }
  })();
  response.headers.set("cache-control", "no-store");
  return response;
});

const present = (value: unknown) => value !== undefined && value !== null && value !== "";

function expireCookie(response: NextResponse): NextResponse {
  response.cookies.set(PORTAL_COOKIE_NAME, "", clearedPortalCookieOptions());
  return response;
}

/** Call 11. Body: session_token, business_id, sometimes portal_subdomain. */
async function validateSession(request: Request, body: JsonBody) {
  const auth = await authenticatePortalRequest(request, {
    token: body.session_token,
    businessId: body.business_id,
    portalSubdomain: body.portal_subdomain,
  });
  if ("error" in auth) {
    const response = portalAuthErrorResponse(auth);
    // The cookie was the credential and it failed: drop it so the browser stops sending it.
    return auth.status === 401 && !present(body.session_token) ? expireCookie(response) : response;
  }
  return NextResponse.json({ success: true, customer: toCustomerJson(auth.customer), business_id: auth.business.id });
}

/** Call 12. Body: session_token, portal_subdomain. Ends only a session of this business. */
async function logout(request: Request, body: JsonBody) {
  const { business } = await requirePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
  const token = present(body.session_token) ? body.session_token : readPortalCookie(request.headers.get("cookie"));
  const parsed = sessionToken.safeParse(token ?? undefined);
  if (!parsed.success) return expireCookie(NextResponse.json({ success: false, message: validationFailure(parsed.error).message }, { status: 400 }));
  await deleteCustomerSession({ token: parsed.data, businessId: business.id });
  return expireCookie(NextResponse.json({ success: true, message: "Logged out successfully" }));
}

/** Call 13. Body: token. Answers the invited customer's first name and email. */
async function verifyInvitationFor(request: Request, body: JsonBody, ip: string | null) {
  const { business } = await requirePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
  const parsed = verifyInvitationSchema.safeParse(body);
  if (!parsed.success) return errorResponse("portal", validationFailure(parsed.error));
  const invited = await verifyInvitation({ businessId: business.id, token: parsed.data.token, ip });
  return NextResponse.json({
    success: true,
    message: "Invitation verified",
    customer: { first_name: invited.firstName, email: invited.email },
  });
}

/**
 * Call 14. Body: token, password. Sets the password, activates portal access and signs the
 * customer in: the answer carries the session as customer-login's does (and, on a tenant host,
 * the portal cookie), so the portal goes straight to the dashboard.
 */
async function completeRegistrationFor(request: Request, body: JsonBody, ip: string | null, userAgent: string | null) {
  const { business, onTenantHost } = await requirePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
  const parsed = completeRegistrationSchema.safeParse(body);
  if (!parsed.success) return errorResponse("portal", validationFailure(parsed.error));
  const { customer, token } = await completeRegistration({ businessId: business.id, input: parsed.data, ip, userAgent });
  const response = NextResponse.json({
    success: true,
    message: INVITATION_MESSAGES.completed,
    customer: toCustomerJson(customer),
    session_token: token,
    business_id: business.id,
  });
  if (onTenantHost) response.cookies.set(PORTAL_COOKIE_NAME, token, portalCookieOptions());
  return response;
}
