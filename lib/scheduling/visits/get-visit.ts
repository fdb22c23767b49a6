import "server-only";
import { and, eq } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { toVisitView, visitQuery } from "./list-visits";
import type { VisitView } from "./visit-views";

/** One visit of the business as calendars and the API show it; null when it is not this business's. */
export async function getVisit(scope: BusinessScope & { timeZone: string }, visitId: string): Promise<VisitView | null> {
  const [row] = await visitQuery().where(and(locatedRowInScope(jobs, scope), eq(jobs.id, visitId))).limit(1);
  return row ? toVisitView(row, scope.timeZone) : null;
}
