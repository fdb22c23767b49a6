import { publicRoute } from "@/lib/core/routes/public-route";

/**
 * A business portal's /robots.txt (on its subdomain or custom domain). Without it the path
 * fell to the portal's catch-all, a 307 to /login, which crawlers and Lighthouse read as an
 * invalid robots file. The sign-in page may be found by search ("Greenleaf customer login");
 * every other page answers a signed-out crawler with that redirect anyway, and the API is
 * not for crawlers. The main site's own robots.txt is app/robots.ts.
 */
const PORTAL_ROBOTS_TXT = "User-agent: *\nAllow: /\nDisallow: /api/\n";

const robots = publicRoute(
  async () =>
    new Response(PORTAL_ROBOTS_TXT, {
      status: 200,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
    }),
);

export const GET = robots;
export const HEAD = robots;
