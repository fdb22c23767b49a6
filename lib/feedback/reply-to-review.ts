import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { feedback } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { tellCustomer } from "@/lib/notifications/tell-customer";
import type { ReplyToReviewInput } from "./feedback-schema";

/**
 * The business answers a review (view_reports). The reply replaces an earlier one; the
 * customer sees it under their rating in the portal and gets a bell notification and an
 * email pointing there. A review of another business is "not found".
 */
export async function replyToReview(
  scope: BusinessScope & { userId: string },
  input: ReplyToReviewInput,
  companyName: string,
): Promise<{ id: string; reply: string; repliedAt: string }> {
  const [row] = await db
    .update(feedback)
    .set({ reply: input.reply, repliedAt: sql`now()`, repliedByUserId: scope.userId })
    .where(and(eq(feedback.businessId, scope.businessId), eq(feedback.id, input.feedbackId)))
    .returning({ id: feedback.id, customerId: feedback.customerId, jobId: feedback.jobId, repliedAt: feedback.repliedAt });
  if (!row) throw new DomainError("not_found", "Review not found");

  await tellCustomer(
    { businessId: scope.businessId, customerId: row.customerId },
    {
      kind: "job_status",
      title: `${companyName} replied to your feedback`,
      body: input.reply,
      portalPath: row.jobId ? `/feedback/${row.jobId}` : "/services?tab=history",
      linkLabel: "See the reply",
    },
  );
  return { id: row.id, reply: input.reply, repliedAt: (row.repliedAt ?? new Date()).toISOString() };
}
