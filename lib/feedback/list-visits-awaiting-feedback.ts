import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { CustomerScope } from "@/lib/foundation/scope";
import type { FeedbackPromptView } from "./feedback-views";

/** How long after a visit the dashboard keeps asking about it, and how many visits it names. */
const ASK_DAYS = 30;
const ASK_LIMIT = 3;

/** The dashboard's prompt: the customer's recently completed visits without a rating, newest first. */
export async function listVisitsAwaitingFeedback(scope: CustomerScope, now: Date = new Date()): Promise<FeedbackPromptView[]> {
  const since = new Date(now.getTime() - ASK_DAYS * 86_400_000);
  const rows = await db.execute<{ id: string; service_name: string | null; completed_at: string | Date }>(sql`
    select j.id, s.name as service_name, coalesce(j.completed_at, j.scheduled_date) as completed_at
    from jobs j
    left join services s on s.business_id = j.business_id and s.id = j.service_id
    where j.business_id = ${scope.businessId}::uuid and j.customer_id = ${scope.customerId}::uuid
      and j.status = 'completed' and coalesce(j.completed_at, j.scheduled_date) >= ${since.toISOString()}::timestamptz
      and not exists (select 1 from feedback f where f.business_id = j.business_id and f.job_id = j.id)
    order by coalesce(j.completed_at, j.scheduled_date) desc
    limit ${ASK_LIMIT}`);
  return rows.map((r) => ({ visitId: r.id, serviceName: r.service_name, completedAt: new Date(r.completed_at).toISOString() }));
}
