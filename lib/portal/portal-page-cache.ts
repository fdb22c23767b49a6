import "server-only";
import { readPortalCookie } from "@/lib/identity/customer/portal-cookie";
import { validateCustomerSession } from "@/lib/identity/customer/sessions";
import { readBusinessDataVersion } from "@/lib/page-cache/business-data-version";
import { claimPageCache } from "@/lib/page-cache/page-cache-request";
import { registerPageCacheValidator } from "@/lib/page-cache/page-cache-validators";

const PORTAL_SESSION = "portal-session";

/**
 * A kept portal page goes only to the session it was rendered for, while that session is live
 * (validated exactly as the portal's guard does, last activity refreshed) and while its
 * business's data version is the one the page read.
 */
registerPageCacheValidator(PORTAL_SESSION, async (claim, asker) => {
  const token = readPortalCookie(asker.cookie ?? null);
  if (!token) return false;
  const result = await validateCustomerSession({ token, businessId: claim.businessId });
  if ("error" in result || result.session.id !== claim.identity) return false;
  return (await readBusinessDataVersion(claim.businessId)) === claim.version;
});

/**
 * Called by the portal's context loader once the session is known and before any page data is
 * read: the page may be kept for this session at the business's current data version.
 */
export async function claimPortalPage(businessId: string, sessionId: string): Promise<void> {
  const version = await readBusinessDataVersion(businessId);
  if (version !== null) claimPageCache({ businessId, version, validator: PORTAL_SESSION, identity: sessionId });
}
