export const dynamic = "force-dynamic";

/**
 * GET /api/bench/noop — does nothing but answer. `npm run bench` measures it next to the
 * portal routes so their figures can be read as a ratio of the same app's floor.
 */
export function GET() {
  return Response.json({ ok: true });
}
