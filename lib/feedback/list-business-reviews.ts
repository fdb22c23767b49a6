import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andAtScopeLocations, andCustomerAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { toFeedbackView, type FeedbackJson } from "./feedback-json";
import type { ReviewFilter } from "./feedback-schema";
import type { ReviewList, ReviewSummary } from "./feedback-views";

const LIMIT = 200;

type Row = {
  id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  job_id: string | null;
  visit_date: string | Date | null;
  service_name: string | null;
  feedback: FeedbackJson;
};

/**
 * The admin Reviews list (view_reports): the business's ratings newest first, optionally one
 * star value or the low ones (1–2), and a summary of every rating (count, average, per star)
 * that the filter does not change. Two statements, both led by business_id.
 */
export async function listBusinessReviews(scope: BusinessScope, filter: ReviewFilter | null): Promise<ReviewList> {
  const where =
    filter === null ? sql`` : filter === "low" ? sql`and f.rating <= 2` : sql`and f.rating = ${Number(filter)}`;
  const [rows, [summary]] = await Promise.all([
    db.execute<Row>(sql`
      select f.id, f.customer_id, c.first_name, c.last_name, f.job_id, j.scheduled_date as visit_date, s.name as service_name,
             json_build_object('rating', f.rating, 'comment', f.comment, 'reply', f.reply,
                               'repliedAt', f.replied_at, 'createdAt', f.created_at) as feedback
      from feedback f
      join customers c on c.business_id = f.business_id and c.id = f.customer_id
      left join jobs j on j.business_id = f.business_id and j.id = f.job_id
      left join services s on s.business_id = j.business_id and s.id = j.service_id
      where f.business_id = ${scope.businessId}::uuid ${andAtScopeLocations(sql`c.location_id`, scope)} ${where}
      order by f.created_at desc, f.id
      limit ${LIMIT}`),
    db.execute<{ count: number; average: string | null; r1: number; r2: number; r3: number; r4: number; r5: number }>(sql`
      select count(*)::int as count, round(avg(rating)::numeric, 2)::text as average,
             count(*) filter (where rating = 1)::int as r1, count(*) filter (where rating = 2)::int as r2,
             count(*) filter (where rating = 3)::int as r3, count(*) filter (where rating = 4)::int as r4,
             count(*) filter (where rating = 5)::int as r5
      from feedback where business_id = ${scope.businessId}::uuid${andCustomerAtScopeLocations(sql`customer_id`, scope)}`),
  ]);
  const totals: ReviewSummary = {
    count: summary.count,
    average: summary.average === null ? null : Number(summary.average),
    byRating: { 1: summary.r1, 2: summary.r2, 3: summary.r3, 4: summary.r4, 5: summary.r5 },
  };
  const reviews = rows.map((r) => ({
    ...toFeedbackView(r.feedback)!,
    id: r.id,
    customerId: r.customer_id,
    customerName: `${r.first_name} ${r.last_name}`.trim(),
    visitId: r.job_id,
    visitDate: r.visit_date ? new Date(r.visit_date).toISOString() : null,
    serviceName: r.service_name,
  }));
  return { reviews, summary: totals, shown: reviews.length, limit: LIMIT };
}
