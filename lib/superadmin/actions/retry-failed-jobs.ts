"use server";

import { revalidatePath } from "next/cache";
import { superadminAction } from "@/lib/core/superadmin-action";
import { retryQueueSchema } from "@/lib/platform/queues/queue-schema";
import { retryFailedJobs } from "@/lib/platform/queues/retry-failed-jobs";

/** Superadmin dashboard → background queues → Retry: re-queues the queue's failed jobs (audited). */
export const retryFailedJobsAction = superadminAction(
  retryQueueSchema,
  async (input, admin) => {
    const result = await retryFailedJobs(input.queue, { userId: admin.userId, ip: admin.request.ip });
    revalidatePath("/superadmin/dashboard");
    return result;
  },
  { fallback: "Failed to retry jobs" },
);
