import { embedScript } from "@/lib/booking/embed/embed-script";
import { embedSettingsFor } from "@/lib/booking/embed/embed-settings";
import { publicRoute } from "@/lib/core/routes/public-route";
import { requirePortalBusiness } from "@/lib/identity/customer/api-auth";
import { parseHost, tenantKeyOf } from "@/lib/tenancy/parse-host";

export const dynamic = "force-dynamic";

const TURNED_OFF = "/* Online booking is turned off for this business. */\n";

/**
 * GET {portal host}/embed.js (issue 39 item 4): the script of Settings → Booking's snippet,
 * framing this host's /book. Public and cacheable for a few minutes; 404 when the business does
 * not take online bookings. Both lookups are the cached ones the portal and the proxy already
 * make, so a busy website costs no query per visitor.
 */
export const GET = publicRoute(async (request) => {
  const { business } = await requirePortalBusiness(request);
  const tenantKey = tenantKeyOf(parseHost(request.headers.get("host")));
  const settings = tenantKey ? await embedSettingsFor(tenantKey) : null;
  if (!settings?.enabled) {
    return new Response(TURNED_OFF, { status: 404, headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=60" } });
  }
  // The frame is served by the host this script came from: the origin /book's messages must come from.
  const protocol = new URL(process.env.APP_URL ?? "http://localhost:3000").protocol;
  const portalOrigin = `${protocol}//${request.headers.get("host")!.toLowerCase()}`;
  return new Response(embedScript({ portalOrigin, businessName: business.companyName }), {
    status: 200,
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=300" },
  });
});
