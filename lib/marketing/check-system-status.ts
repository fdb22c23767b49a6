import "server-only";
import { sql } from "@/db/client";

export type ComponentStatus = { name: string; description: string; ok: boolean; detail: string };

const DB_TIMEOUT_MS = 3000;

/**
 * What this server can observe about itself right now: it is answering (it rendered the page)
 * and whether its database answers a trivial query, and how fast. Nothing is assumed.
 */
export async function checkSystemStatus(): Promise<{ checkedAt: Date; components: ComponentStatus[] }> {
  const started = performance.now();
  let database: ComponentStatus;
  try {
    await Promise.race([
      sql`select 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), DB_TIMEOUT_MS)),
    ]);
    const ms = Math.max(1, Math.round(performance.now() - started));
    database = { name: "Database", description: "Customer, schedule and billing data", ok: true, detail: `Responded in ${ms} ms` };
  } catch {
    database = { name: "Database", description: "Customer, schedule and billing data", ok: false, detail: "Not responding" };
  }
  return {
    checkedAt: new Date(),
    components: [
      { name: "Website and portals", description: "This site, the admin and every customer portal", ok: true, detail: "Serving requests" },
      database,
      {
        name: "Portal API",
        description: "Sign-in, quotes, invoices and messages",
        ok: database.ok,
        detail: database.ok ? "Serving requests" : "Unavailable while the database is down",
      },
    ],
  };
}
