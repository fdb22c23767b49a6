import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { autopayAttempts, invoices } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { deliverRecordedEmails } from "@/lib/email/send-email";
import { AUTOPAY_MAX_ATTEMPTS, retryDelayDays } from "./autopay-policy";
import { chargeAutopayAttempt, type ChargeOutcome, type ClaimedAttempt } from "./charge-autopay-attempt";
import { tellCustomerAutopayFailed } from "./tell-customer-autopay-failed";
import { recordOwnerAutopayFailure } from "./tell-owner-autopay-failed";

const PER_RUN = 100;
const DAY_MS = 86_400_000;

/**
 * How long an attempt may stay "processing" before a later run takes it over. A run holds an
 * attempt only while Stripe answers one request (the SDK gives up after 20 s and retries once),
 * so one still processing after 10 minutes belongs to a worker that stopped between the claim
 * and the outcome (a crash, a deploy, a lost connection) — left alone it would never be charged
 * nor retried. Taking it over is safe: the charge is made again with the same idempotency key
 * `autopay:{invoice}:{attempt}`, so if the first request reached Stripe, Stripe answers with
 * that same PaymentIntent instead of charging twice (Stripe keeps keys at least 24 hours, far
 * longer than this lease). Long enough that a slow but living run is never overtaken.
 */
export const AUTOPAY_PROCESSING_LEASE_MS = 10 * 60_000;

export type AutopayRunResult = { charged: number; declined: number; skipped: number };

/**
 * The worker's autopay queue (every minute, and nudged when an invoice is issued): each
 * scheduled attempt that is due is claimed by one guarded UPDATE (scheduled → processing, so
 * overlapping runs never charge it twice) and charged (charge-autopay-attempt.ts). An attempt
 * left processing longer than the lease (its worker died) is claimed again the same way and
 * charged with the same idempotency key. A decline marks it failed with Stripe's message,
 * schedules the next attempt 1, 3 or 5 days after the first one, audits, tells the owner (bell
 * and email, in that transaction) and emails the customer a link to update the card; after the fourth the invoice stays pending. An invoice paid or voided meanwhile cancels the attempt, uncharged.
 * Not server-only. `businessIds` limits a run to some businesses (tests).
 */
export async function runDueAutopayAttempts(dbx: Db, now: Date = new Date(), options: { businessIds?: readonly string[] } = {}): Promise<AutopayRunResult> {
  const staleBefore = new Date(now.getTime() - AUTOPAY_PROCESSING_LEASE_MS);
  const claimable = or(
    and(eq(autopayAttempts.status, "scheduled"), lte(autopayAttempts.nextRetryAt, now)),
    and(eq(autopayAttempts.status, "processing"), lte(autopayAttempts.updatedAt, staleBefore)),
  );
  const due = await dbx
    .select({ id: autopayAttempts.id, status: autopayAttempts.status })
    .from(autopayAttempts)
    .where(and(claimable, options.businessIds ? inArray(autopayAttempts.businessId, [...options.businessIds]) : undefined))
    .orderBy(asc(autopayAttempts.nextRetryAt))
    .limit(PER_RUN);
  const result: AutopayRunResult = { charged: 0, declined: 0, skipped: 0 };
  for (const { id, status } of due) {
    // The guard is re-checked on the row itself: of two runs that both listed it, only the
    // first UPDATE matches (the second sees it processing with a fresh stamp). The stamp is the
    // run's clock, the one the lease is measured on.
    const [claimed] = await dbx
      .update(autopayAttempts)
      .set({ status: "processing", updatedAt: now })
      .where(and(eq(autopayAttempts.id, id), claimable))
      .returning({ id: autopayAttempts.id, businessId: autopayAttempts.businessId, invoiceId: autopayAttempts.invoiceId, customerId: autopayAttempts.customerId, attemptNo: autopayAttempts.attemptNo });
    if (!claimed) continue;
    if (status === "processing") console.warn(`autopay: attempt ${claimed.attemptNo} of invoice ${claimed.invoiceId} was left processing; charging it again with the same idempotency key`);
    const outcome = await chargeAutopayAttempt(dbx, claimed);
    await settleAttempt(dbx, claimed, outcome, now);
    result[outcome.outcome === "charged" ? "charged" : outcome.outcome === "declined" ? "declined" : "skipped"] += 1;
  }
  return result;
}

async function settleAttempt(dbx: Db, attempt: ClaimedAttempt, outcome: ChargeOutcome, now: Date): Promise<void> {
  const audit = { businessId: attempt.businessId, actor: { type: "system" as const, id: null }, target: { type: "invoice", id: attempt.invoiceId } };
  const task = "payments-autopay";
  if (outcome.outcome === "skipped") {
    await dbx.update(autopayAttempts).set({ status: "cancelled", failureMessage: outcome.reason, updatedAt: sql`now()` }).where(eq(autopayAttempts.id, attempt.id));
    return;
  }
  if (outcome.outcome === "charged") {
    await dbx.transaction(async (tx) => {
      await tx.update(autopayAttempts).set({ status: "succeeded", paymentIntentId: outcome.paymentIntentId, amountCents: outcome.amountCents, updatedAt: sql`now()` }).where(eq(autopayAttempts.id, attempt.id));
      await writeAuditEntry(tx, { ...audit, action: "invoice.autopay_charged", meta: { attemptNo: attempt.attemptNo, amountCents: outcome.amountCents, paymentIntentId: outcome.paymentIntentId, task } });
    });
    return;
  }
  const nextNo = attempt.attemptNo + 1;
  const delay = nextNo <= AUTOPAY_MAX_ATTEMPTS ? retryDelayDays(nextNo) : null;
  const previousDelay = attempt.attemptNo === 1 ? 0 : (retryDelayDays(attempt.attemptNo) ?? 0);
  const retryInDays = delay === null ? null : delay - previousDelay;
  const { invoice, ownerEmail } = await dbx.transaction(async (tx) => {
    await tx
      .update(autopayAttempts)
      .set({ status: "failed", paymentIntentId: outcome.paymentIntentId, amountCents: outcome.amountCents, failureMessage: outcome.message, updatedAt: sql`now()` })
      .where(eq(autopayAttempts.id, attempt.id));
    if (delay !== null) {
      const [first] = await tx.select({ at: autopayAttempts.createdAt }).from(autopayAttempts).where(and(eq(autopayAttempts.invoiceId, attempt.invoiceId), eq(autopayAttempts.attemptNo, 1)));
      const from = first?.at ?? now;
      await tx
        .insert(autopayAttempts)
        .values({ businessId: attempt.businessId, invoiceId: attempt.invoiceId, customerId: attempt.customerId, attemptNo: nextNo, nextRetryAt: new Date(from.getTime() + delay * DAY_MS) })
        .onConflictDoNothing();
    }
    await writeAuditEntry(tx, { ...audit, action: "invoice.autopay_failed", meta: { attemptNo: attempt.attemptNo, amountCents: outcome.amountCents, message: outcome.message, retryAttemptNo: delay === null ? null : nextNo, task } });
    const [row] = await tx.select({ invoiceNumber: invoices.invoiceNumber }).from(invoices).where(eq(invoices.id, attempt.invoiceId));
    // The owner is told with the failed attempt, in its transaction.
    const email = await recordOwnerAutopayFailure(tx, { ...attempt, invoiceNumber: row?.invoiceNumber ?? null, amountCents: outcome.amountCents, message: outcome.message, retryInDays });
    return { invoice: row, ownerEmail: email };
  });
  await deliverRecordedEmails([ownerEmail], dbx);
  await tellCustomerAutopayFailed(dbx, {
    ...attempt,
    invoiceNumber: invoice?.invoiceNumber ?? null,
    amountCents: outcome.amountCents,
    message: outcome.message,
    retryInDays,
  });
}
