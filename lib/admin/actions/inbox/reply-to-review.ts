"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { replyToReviewSchema } from "@/lib/feedback/feedback-schema";
import { replyToReview } from "@/lib/feedback/reply-to-review";

/** Reviews: answer a customer's rating (view_reports); the customer sees the reply in the portal. */
export const replyToReviewAction = staffAction(
  "view_reports",
  replyToReviewSchema,
  async (input, staff) => {
    const review = await replyToReview({ businessId: staff.businessId, userId: staff.userId }, input, staff.businessName);
    revalidatePath("/admin/reports/reviews");
    return review;
  },
  { fallback: "Failed to save the reply" },
);
