import "server-only";
import { desc } from "drizzle-orm";
import { db } from "@/db/client";
import { securityCheckRuns } from "@/db/schema";
import type { SecurityCheckResult, SecurityCheckRun } from "./security-check-views";

/** The last runs, newest first (the page shows the newest in full and the others as a history). */
export async function listSecurityCheckRuns(limit = 10): Promise<SecurityCheckRun[]> {
  const rows = await db.select().from(securityCheckRuns).orderBy(desc(securityCheckRuns.createdAt)).limit(limit);
  return rows.map((row) => ({ id: row.id, createdAt: row.createdAt, passed: row.passed, failed: row.failed, durationMs: row.durationMs, results: row.results as SecurityCheckResult[] }));
}
