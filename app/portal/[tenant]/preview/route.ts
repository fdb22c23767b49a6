import { NextResponse } from "next/server";
import { isDomainError } from "@/lib/foundation/domain-error";
import { publicRoute } from "@/lib/core/routes/public-route";
import { openPortalPreview } from "@/lib/customers/preview/open-portal-preview";
import { requirePortalBusiness } from "@/lib/identity/customer/api-auth";
import { PORTAL_COOKIE_NAME, portalCookieOptions } from "@/lib/identity/customer/portal-cookie";

export const dynamic = "force-dynamic";

/**
 * GET {tenant host}/preview?token=… — exchanges a staff member's single-use preview grant
 * (lib/customers/preview) for a read-only preview session in this host's portal cookie, then
 * opens the dashboard. The credential is the grant itself (minted by a manage_customers staff
 * action a minute ago at most); a spent, expired or foreign one lands on /login with a notice.
 */
export const GET = publicRoute(async (request, { ip, userAgent }) => {
  const { business } = await requirePortalBusiness(request);
  const token = new URL(request.url).searchParams.get("token");
  const headers = { "cache-control": "no-store", "referrer-policy": "no-referrer" };
  try {
    const preview = await openPortalPreview({ businessId: business.id }, token, { ip, userAgent });
    const response = new NextResponse(null, { status: 303, headers: { ...headers, location: "/dashboard" } });
    response.cookies.set(PORTAL_COOKIE_NAME, preview.token, portalCookieOptions());
    return response;
  } catch (error) {
    if (isDomainError(error) && error.code === "not_found") {
      return new NextResponse(null, { status: 303, headers: { ...headers, location: "/login?preview=expired" } });
    }
    throw error;
  }
});
