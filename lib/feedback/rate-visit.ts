import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { LOW_RATING, type RateVisitInput } from "./feedback-schema";
import type { VisitFeedbackView } from "./feedback-views";

/**
 * A customer rates one of their own completed visits, once (spec §1 "customer feedback").
 * One INSERT … SELECT writes the rating only if the visit is the customer's and completed;
 * the unique (business_id, job_id) key makes a second rating (two tabs) a no-op. Only when
 * nothing was written does a second query tell "not yours" (404) from "not completed" or
 * "already rated" (409). A rating of 2 stars or fewer alerts the owner at once.
 */
export async function rateVisit(scope: CustomerScope, input: RateVisitInput, customerName: string): Promise<VisitFeedbackView> {
  const rows = await db.execute<{ id: string; created_at: string | Date }>(sql`
    insert into feedback (business_id, customer_id, job_id, rating, comment)
    select j.business_id, j.customer_id, j.id, ${input.rating}, ${input.comment}
    from jobs j
    where j.business_id = ${scope.businessId}::uuid and j.customer_id = ${scope.customerId}::uuid
      and j.id = ${input.visitId}::uuid and j.status = 'completed'
    on conflict (business_id, job_id) do nothing
    returning id, created_at`);
  const row = rows[0];
  if (!row) await explainRefusal(scope, input.visitId);

  if (input.rating <= LOW_RATING) {
    await notifyBusinessOwner(scope, {
      kind: "low_rating",
      title: `${input.rating}-star rating from ${customerName}`,
      body: input.comment ? `${customerName} rated a visit ${input.rating} out of 5: "${input.comment}"` : `${customerName} rated a visit ${input.rating} out of 5.`,
      link: "/admin/reports/reviews?rating=low",
    });
  }
  return { rating: input.rating, comment: input.comment, reply: null, repliedAt: null, createdAt: new Date(row!.created_at).toISOString() };
}

async function explainRefusal(scope: CustomerScope, visitId: string): Promise<never> {
  const [visit] = await db.execute<{ status: string; rated: boolean }>(sql`
    select j.status, exists (select 1 from feedback f where f.business_id = j.business_id and f.job_id = j.id) as rated
    from jobs j
    where j.business_id = ${scope.businessId}::uuid and j.customer_id = ${scope.customerId}::uuid and j.id = ${visitId}::uuid`);
  if (!visit) throw new DomainError("not_found", "Visit not found");
  if (visit.rated) throw new DomainError("conflict", "You have already rated this visit");
  throw new DomainError("conflict", "Only a completed visit can be rated");
}
