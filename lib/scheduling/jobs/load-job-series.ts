import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs, jobSeries } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";

/** A series of the business, or "Job not found" (also for another business's id). */
export async function loadJobSeries(db: DbOrTx, scope: BusinessScope, jobId: string) {
  const [series] = await db.select().from(jobSeries).where(and(locatedRowInScope(jobSeries, scope), eq(jobSeries.id, jobId)));
  if (!series) throw new DomainError("not_found", "Job not found");
  return series;
}

/** A visit of the business (locked for the transaction), or "Visit not found". */
export async function loadVisitForUpdate(db: DbOrTx, scope: BusinessScope, visitId: string) {
  const [visit] = await db
    .select()
    .from(jobs)
    .where(and(locatedRowInScope(jobs, scope), eq(jobs.id, visitId)))
    .for("update");
  if (!visit) throw new DomainError("not_found", "Visit not found");
  return visit;
}
