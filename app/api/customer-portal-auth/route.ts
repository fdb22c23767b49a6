import { NextResponse } from "next/server";
import { authenticatePortalRequest, portalAuthErrorResponse, resolvePortalBusiness } from "@/lib/portal-auth/api-auth";
import { completeRegistration } from "@/lib/portal-auth/complete-registration";
import { toCustomerJson } from "@/lib/portal-auth/customer-json";
import { PORTAL_COOKIE_NAME, clearedPortalCookieOptions, readPortalCookie } from "@/lib/portal-auth/portal-cookie";
import { requestContext } from "@/lib/portal-auth/request-context";
import { type JsonBody, failure, handlePortalAuthRoute, readJsonBody } from "@/lib/portal-auth/route-handler";
import { completeRegistrationSchema, INVITATION_MESSAGES, verifyInvitationSchema } from "@/lib/portal-auth/schemas";
import { deleteCustomerSession } from "@/lib/portal-auth/sessions";
import { verifyInvitation } from "@/lib/portal-auth/verify-invitation";
import { firstErrorMessage, sessionToken } from "@/lib/validation";

/** Spec §7 calls 11–14: one endpoint, the operation named by `action`. */
export function POST(request: Request) {
  return handlePortalAuthRoute(async () => {
    const body = await readJsonBody(request);
    switch (body.action) {
      case "validate_session":
        return validateSession(request, body);
      case "logout":
        return logout(request, body);
      case "verify_invitation":
        return verifyInvitationAction(request, body);
      case "complete_registration":
        return completeRegistrationAction(request, body);
      default:
        return failure(400, "Invalid action");
    }
  });
}

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
  const resolved = await resolvePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
  if ("error" in resolved) return portalAuthErrorResponse(resolved);
  const token = present(body.session_token) ? body.session_token : readPortalCookie(request.headers.get("cookie"));
  const parsed = sessionToken.safeParse(token ?? undefined);
  if (!parsed.success) return expireCookie(failure(400, firstErrorMessage(parsed.error)));
  await deleteCustomerSession({ token: parsed.data, businessId: resolved.business.id });
  return expireCookie(NextResponse.json({ success: true, message: "Logged out successfully" }));
}

/** Call 13. Body: token. Answers the invited customer's first name and email. */
async function verifyInvitationAction(request: Request, body: JsonBody) {
  const resolved = await resolvePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
  if ("error" in resolved) return portalAuthErrorResponse(resolved);
  const parsed = verifyInvitationSchema.safeParse(body);
  if (!parsed.success) return failure(400, firstErrorMessage(parsed.error));
  const invited = await verifyInvitation({
    businessId: resolved.business.id,
    token: parsed.data.token,
    ip: requestContext(request).ip,
  });
  return NextResponse.json({
    success: true,
    message: "Invitation verified",
    customer: { first_name: invited.firstName, email: invited.email },
  });
}

/** Call 14. Body: token, password. Sets the password and activates portal access. */
async function completeRegistrationAction(request: Request, body: JsonBody) {
  const resolved = await resolvePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
  if ("error" in resolved) return portalAuthErrorResponse(resolved);
  const parsed = completeRegistrationSchema.safeParse(body);
  if (!parsed.success) return failure(400, firstErrorMessage(parsed.error));
  await completeRegistration({ businessId: resolved.business.id, input: parsed.data, ip: requestContext(request).ip });
  return NextResponse.json({ success: true, message: INVITATION_MESSAGES.completed });
}
