import { publicRoute } from "@/lib/core/routes/public-route";
import { faviconForHost } from "@/lib/tenancy/favicon-for-host";

export const dynamic = "force-dynamic";

/**
 * GET /favicon.ico on every host (browsers and crawlers ask for it whatever the page's icon
 * link says): a tenant's logo on its portal host, ServiceLoop's mark on the apex and `app.`.
 * proxy.ts lets the path through on tenant hosts.
 */
const favicon = publicRoute(async (request) => {
  const icon = await faviconForHost(request.headers.get("host"));
  return new Response(request.method === "HEAD" ? null : Buffer.from(icon.bytes), {
    headers: {
      "content-type": icon.contentType,
      "content-length": String(icon.bytes.byteLength),
      // A business may change its logo: a tenant's icon is kept an hour, ours a day.
      "cache-control": `public, max-age=${icon.tenant ? 3600 : 86_400}`,
      "x-content-type-options": "nosniff",
    },
  });
});

export const GET = favicon;
export const HEAD = favicon;
