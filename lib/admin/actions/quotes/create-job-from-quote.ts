"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { convertQuoteToJob } from "@/lib/quotes/conversions/convert-quote-to-job";
import { quoteIdSchema } from "@/lib/quotes/quote-builder-schema";

/** An approved quote's one job: made the first time, the same one after (needs manage_schedule). */
export const createJobFromQuoteAction = staffAction(
  "manage_schedule",
  quoteIdSchema,
  async (input, staff) => {
    const conversion = await convertQuoteToJob(staff, input, {
      type: "staff",
      userId: staff.userId,
      ip: staff.request.ip,
    });
    revalidatePath(`/admin/quotes/${input.quoteId}`);
    revalidatePath("/admin/schedule");
    return conversion;
  },
  { fallback: "Failed to create the job" },
);
