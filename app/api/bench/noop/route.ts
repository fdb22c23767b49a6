import { publicRoute } from "@/lib/core/routes/public-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/bench/noop — does nothing but answer. `npm run bench` measures it next to the
 * portal routes so their figures can be read as a ratio of the same app's floor; it goes
 * through the same wrapper as every other route, so the ratio is fair.
 */
export const GET = publicRoute(async () => Response.json({ ok: true }));
