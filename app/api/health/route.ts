import { sql } from "@/db/client";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for the launcher, tests and load balancers. */
export async function GET() {
  try {
    await sql`select 1`;
    return Response.json({ ok: true });
  } catch {
    return Response.json({ ok: false, message: "Database unavailable" }, { status: 503 });
  }
}
