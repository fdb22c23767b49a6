import "server-only";
import { sql, type AnyColumn } from "drizzle-orm";
import type { FeedbackJson } from "./feedback-json";

/**
 * The feedback of one visit as a correlated JSON subquery, so a list of visits carries its
 * ratings in the same statement (the portal's query budget does not grow with the data).
 */
export function visitFeedbackJson(job: { businessId: AnyColumn; id: AnyColumn }) {
  return sql<FeedbackJson | null>`(
    select json_build_object('rating', f.rating, 'comment', f.comment, 'reply', f.reply,
                             'repliedAt', f.replied_at, 'createdAt', f.created_at)
    from feedback f
    where f.business_id = ${job.businessId} and f.job_id = ${job.id}
  )`;
}
