import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { businesses, jobSeries, jobs } from "@/db/schema";
import { seriesHasFuture } from "@/lib/scheduling/series/series-status";
import { fromWallClock, toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { issueInvoice, type IssuedInvoice } from "../issue-invoice";
import { createVisitInvoices, type VisitInvoiceBatch } from "./create-visit-invoices";
import { monthlyRuleIsDue, startOfMonth } from "./invoicing-rules";
import { issueInvoicesBatch } from "./issue-invoices-batch";

export const INVOICING_RULES_TASK = "invoices-run-rules";

type RuleSeries = {
  id: string;
  businessId: string;
  rule: string;
  invoicingDay: number | null;
  status: string;
  rrule: string | null;
  startDate: string;
  pausedUntil: string | null;
  timeZone: string;
  autoSend: boolean;
};

export type InvoicingRulesOptions = {
  /**
   * Hands what the automatically sent invoices left for the queues (webhook deliveries, the
   * autopay nudge) to pg-boss — the worker's own sender. Without it the webhook sweep and the
   * every-minute autopay run pick them up.
   */
  handOff?: (issued: IssuedInvoice[]) => Promise<void>;
};

/**
 * The pg-boss task behind the invoicing rules of recurring jobs: per business, through the
 * same batch as "Create invoices" —
 * - after each visit: every completed, uninvoiced visit gets its own invoice;
 * - monthly on day D: from the D-th of a month (business's zone), the visits scheduled before
 *   that month are billed, one invoice per customer for all their monthly jobs and properties;
 * - when the job ends: once the job has no visit left to do and no future occurrence (or is
 *   cancelled), all its completed visits on one invoice.
 * Idempotent by construction: a billed visit is claimed in invoice_visits, so a second run the
 * same day finds nothing. Invoices are created as drafts (see docs/decisions/billing-batches.md);
 * a business that sends them automatically (`auto_send_rule_invoices`) has this run's drafts
 * sent at once through the batch send — ledger, customer notice and email, webhook, autopay.
 * Not server-only: the worker runs it.
 */
export async function runInvoicingRules(dbx: Db, now: Date = new Date(), options: InvoicingRulesOptions = {}): Promise<{ invoices: number; visits: number; sent: number }> {
  const series: RuleSeries[] = await dbx
    .select({
      id: jobSeries.id,
      businessId: jobSeries.businessId,
      rule: jobSeries.invoicingRule,
      invoicingDay: jobSeries.invoicingDay,
      status: jobSeries.status,
      rrule: jobSeries.rrule,
      startDate: jobSeries.startDate,
      pausedUntil: jobSeries.pausedUntil,
      timeZone: businesses.timezone,
      autoSend: businesses.autoSendRuleInvoices,
    })
    .from(jobSeries)
    .innerJoin(businesses, eq(businesses.id, jobSeries.businessId))
    // A suspended business bills nothing until it is restored.
    .where(and(ne(jobSeries.invoicingRule, "manual"), isNull(businesses.suspendedAt)));
  const endRule = series.filter((s) => s.rule === "job_end");
  const stillWorking = new Set(
    endRule.length === 0
      ? []
      : (
          await dbx
            .selectDistinct({ seriesId: jobs.seriesId })
            .from(jobs)
            .where(and(inArray(jobs.seriesId, endRule.map((s) => s.id)), inArray(jobs.status, ["scheduled", "in_progress"])))
        ).map((r) => r.seriesId),
  );

  const actor = { type: "worker", task: INVOICING_RULES_TASK } as const;
  let invoices = 0;
  let visits = 0;
  let sent = 0;
  const byBusiness = new Map<string, RuleSeries[]>();
  for (const s of series) byBusiness.set(s.businessId, [...(byBusiness.get(s.businessId) ?? []), s]);
  for (const [businessId, own] of byBusiness) {
    const scope = { businessId };
    const timeZone = own[0].timeZone;
    const today = toWallClock(now, timeZone).date;
    const ids = (rule: string, keep: (s: RuleSeries) => boolean = () => true) => own.filter((s) => s.rule === rule && keep(s)).map((s) => s.id);
    const createdIds: string[] = [];
    const count = (batch: VisitInvoiceBatch) => {
      invoices += batch.created.length;
      visits += batch.visitCount;
      createdIds.push(...batch.created.map((i) => i.invoiceId));
    };

    const afterEach = ids("after_each_visit");
    if (afterEach.length) count(await createVisitInvoices(dbx, scope, { seriesIds: afterEach }, actor, { now, source: "rule:after_each_visit", groupBy: "visit" }));

    const monthly = ids("monthly", (s) => monthlyRuleIsDue(today, s.invoicingDay));
    if (monthly.length) {
      const scheduledBefore = fromWallClock(startOfMonth(today), "00:00", timeZone);
      count(await createVisitInvoices(dbx, scope, { seriesIds: monthly, scheduledBefore }, actor, { now, source: "rule:monthly" }));
    }

    const ended = ids("job_end", (s) => s.status === "cancelled" || (!seriesHasFuture(s, today) && !stillWorking.has(s.id)));
    if (ended.length) count(await createVisitInvoices(dbx, scope, { seriesIds: ended }, actor, { now, source: "rule:job_end" }));

    if (own[0].autoSend && createdIds.length > 0) sent += await sendCreated(dbx, scope, createdIds, actor, options);
  }
  return { invoices, visits, sent };
}

/**
 * "Send invoices created by invoicing rules automatically": this run's drafts go through the
 * batch send, as if the owner had pressed "Send selected". A failure stays with this business
 * (logged; its drafts wait to be sent by hand) so the other businesses' runs go on.
 */
async function sendCreated(dbx: Db, scope: { businessId: string }, invoiceIds: string[], actor: { type: "worker"; task: string }, options: InvoicingRulesOptions): Promise<number> {
  try {
    const batch = await issueInvoicesBatch(dbx, scope, { invoiceIds }, actor, (invoiceId) => issueInvoice(dbx, scope, { invoiceId }, actor));
    if (options.handOff && batch.issued.length > 0) await options.handOff(batch.issued).catch((error: unknown) => console.error("invoicing rules: could not hand the sent invoices to the queues", error));
    return batch.sent;
  } catch (error) {
    console.error(`invoicing rules: could not send the invoices of business ${scope.businessId}`, error);
    return 0;
  }
}
