import "server-only";
import { eq } from "drizzle-orm";
import { businesses } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { createJobInTransaction } from "@/lib/scheduling/jobs/create-job";
import { jobFieldsFromForm } from "@/lib/scheduling/jobs/job-form-values";
import { createJobSchema } from "@/lib/scheduling/jobs/job-schema";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { convertQuote, type Conversion } from "./convert-quote";
import { jobPrefillFromQuote } from "./job-prefill-from-quote";
import { loadQuoteForJob } from "./load-quote-for-job";

/**
 * An approved quote's one job, through the one job-creation path (visits to the horizon):
 * filled from the quote as the job form would be (job-prefill-from-quote.ts), validated by the
 * job schema, and created in the conversion's transaction.
 */
export async function convertQuoteToJob(scope: BusinessScope, input: { quoteId: string }, actor: MoneyActor, now: Date = new Date()): Promise<Conversion> {
  return convertQuote(scope, { quoteId: input.quoteId, kind: "job" }, actor, async (tx, quote) => {
    const [business] = await tx.select({ timezone: businesses.timezone }).from(businesses).where(eq(businesses.id, scope.businessId));
    const source = await loadQuoteForJob(tx, scope, quote.id);
    if (!source) throw new DomainError("not_found", "Quote not found");
    const tomorrow = addDays(toWallClock(now, business.timezone).date, 1);
    const fields = createJobSchema.safeParse(jobFieldsFromForm(jobPrefillFromQuote(source, tomorrow)));
    if (!fields.success) throw new DomainError("invalid", fields.error.issues[0]?.message ?? "The quote cannot become a job");
    const job = await createJobInTransaction(tx, scope, fields.data, now);
    return job.id;
  });
}
