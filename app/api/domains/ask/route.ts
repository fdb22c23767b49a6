import { mayIssueCertificate } from "@/lib/businesses/settings/domain/may-issue-certificate";
import { publicRoute } from "@/lib/core/routes/public-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/domains/ask?domain=…: Caddy's on-demand TLS `ask` endpoint (deploy/Caddyfile).
 * 200 only for a verified custom domain whose portal is served; 404 otherwise.
 */
export const GET = publicRoute(async (request) => {
  const allowed = await mayIssueCertificate(new URL(request.url).searchParams.get("domain"));
  return new Response(allowed ? "ok" : "unknown domain", {
    status: allowed ? 200 : 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
});
