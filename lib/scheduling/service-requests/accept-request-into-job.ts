import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { formatClockTime } from "@/lib/format/clock-time";
import { formatListDate } from "@/lib/format/dates";
import { createJobInTransaction } from "../jobs/create-job";
import type { AcceptRequestIntoJobInput } from "./accept-request-schema";
import { claimPendingRequest, recordRequestOutcome } from "./claim-pending-request";
import { tellCustomerAboutAnswer } from "./tell-customer-about-answer";

export type AcceptedIntoJob = { requestId: string; jobId: string; firstVisitAt: Date | null; emailSent: boolean };

/**
 * A portal request becomes a one-off or recurring job for its customer: the job (through the
 * one job-creation path) and the request's move to accepted commit together. The customer
 * is then told, with the first visit's date in the business's time zone.
 */
export async function acceptRequestIntoJob(
  scope: BusinessScope,
  input: AcceptRequestIntoJobInput,
  actor: MoneyActor,
  now: Date = new Date(),
): Promise<AcceptedIntoJob> {
  const { requestId, message, ...fields } = input;
  const { job, firstVisitAt, recipient } = await db.transaction(async (tx) => {
    const request = await claimPendingRequest(tx, scope, requestId);
    const job = await createJobInTransaction(tx, scope, { ...fields, customerId: request.customerId }, now);
    const [first] = await tx.execute<{ starts_at: string | null }>(sql`
      select min(scheduled_date)::text as starts_at from jobs
      where business_id = ${scope.businessId}::uuid and series_id = ${job.id}::uuid and status = 'scheduled'`);
    const recipient = await recordRequestOutcome(tx, scope, requestId, { jobSeriesId: job.id }, message, actor);
    return { job, firstVisitAt: first?.starts_at ? new Date(first.starts_at) : null, recipient };
  });
  const when = firstVisitAt
    ? `Your first visit is on ${formatListDate(firstVisitAt, recipient.time_zone)} at ${formatClockTime(firstVisitAt, recipient.time_zone)}.`
    : "We will be in touch with the date.";
  const { emailSent } = await tellCustomerAboutAnswer(scope.businessId, recipient, "accepted", message ? `${message}\n\n${when}` : when);
  return { requestId, jobId: job.id, firstVisitAt, emailSent };
}
