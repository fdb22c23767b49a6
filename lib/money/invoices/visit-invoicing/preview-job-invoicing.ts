import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { jobSeries } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { fromWallClock, toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { nextMonthlyRun, startOfMonth, type InvoicingRule } from "./invoicing-rules";
import { previewVisitInvoices } from "./preview-visit-invoices";

export type JobInvoicingPreview = {
  rule: InvoicingRule;
  invoicingDay: number | null;
  /** The monthly rule's next run (local date); null for the others, which run as visits finish. */
  nextRun: string | null;
  /** Visits the next run would bill: done and uninvoiced, plus those still to do before it. */
  visitCount: number;
  /** Their total with tax, at the job's price. */
  totalCents: number;
};

/**
 * The job page's "Next run on the 1st: 3 visits, $X": what the job's rule would invoice on
 * its next run — the uninvoiced completed visits, and the scheduled ones expected before it
 * (for the monthly rule, those of the months before the run's month).
 */
export async function previewJobInvoicing(scope: BusinessScope, jobId: string, now: Date = new Date()): Promise<JobInvoicingPreview> {
  const [job] = await db
    .select({ rule: jobSeries.invoicingRule, invoicingDay: jobSeries.invoicingDay, timeZone: jobSeries.timeZone })
    .from(jobSeries)
    .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.id, jobId)));
  if (!job) throw new DomainError("not_found", "Job not found");
  const rule = job.rule as InvoicingRule;
  const nextRun = rule === "monthly" ? nextMonthlyRun(toWallClock(now, job.timeZone).date, job.invoicingDay) : null;
  const plan = await previewVisitInvoices(db, scope, {
    seriesIds: [jobId],
    statuses: rule === "manual" || rule === "after_each_visit" ? ["completed"] : ["completed", "scheduled", "in_progress"],
    scheduledBefore: nextRun ? fromWallClock(startOfMonth(nextRun), "00:00", job.timeZone) : undefined,
  });
  return { rule, invoicingDay: job.invoicingDay, nextRun, visitCount: plan.visitCount, totalCents: plan.totalCents };
}
