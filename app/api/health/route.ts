import { sql } from "@/db/client";
import { publicRoute } from "@/lib/core/routes/public-route";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for the launcher, tests and load balancers. */
export const GET = publicRoute(async () => {
  try {
    await sql`select 1`;
    return Response.json({ ok: true });
  } catch {
    return Response.json({ ok: false, message: "Database unavailable" }, { status: 503 });
  }
});
