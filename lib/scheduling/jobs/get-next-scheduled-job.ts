import "server-only";
import type { CustomerScope } from "@/lib/foundation/scope";
import type { JobView } from "./job-views";
import { listUpcomingCustomerVisits } from "../self-service/list-upcoming-customer-visits";

/**
 * The dashboard's "next scheduled service", from the customer's real jobs: a visit under
 * way, else the earliest scheduled one still to come. Null when there is none.
 */
export async function getNextScheduledJob(scope: CustomerScope, now = new Date()): Promise<JobView | null> {
  return (await listUpcomingCustomerVisits(scope, 1, now))[0] ?? null;
}
