import { publicRoute } from "@/lib/core/routes/public-route";

/**
 * Spec §2: any other portal path redirects to /login. A route handler rather than a page, so
 * the answer is a real 307 before any HTML is streamed (a page's redirect() inside the
 * portal's loading boundary arrives as a 200 with a client-side redirect).
 */
const toLogin = publicRoute(async () => new Response(null, { status: 307, headers: { location: "/login", "cache-control": "no-store" } }));

export const GET = toLogin;
export const HEAD = toLogin;
