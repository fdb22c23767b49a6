import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, inWriteTransaction } from "@/db/client";
import { quotes } from "@/db/schema";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { centsToDollars } from "@/lib/format/money";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { isUuid } from "@/lib/foundation/is-uuid";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { markNotificationsReadForPage } from "@/lib/notifications/mark-notifications-read";
import { DomainError } from "@/lib/foundation/domain-error";
import type { QuoteDecision } from "./quote-response-schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import { depositCheckoutAfterApproval } from "./create-deposit-checkout";
import { CUSTOMER_VISIBLE_QUOTE_STATUSES } from "./quote-policy";

export type QuoteResponseResult = {
  id: string;
  quoteNumber: string | null;
  status: "approved" | "declined";
  respondedAt: string;
  /** Approved with a deposit asked and the business takes cards: the deposit's Stripe Checkout, where the browser goes next. */
  depositCheckoutUrl: string | null;
};

/**
 * Spec §4 "Quote status": the customer moves a sent quote to approved or declined, nothing
 * else. The status guard sits in the UPDATE itself, so two clicks (or two tabs) cannot both
 * win. The business owner is notified of the decision. An approval of a quote that asks a deposit,
 * at a business that takes cards, answers the deposit's Checkout URL (issue 37 item 3); the
 * approval stands whether or not it is paid.
 */
export async function respondToQuote(
  scope: CustomerScope,
  input: { quoteId: string; decision: QuoteDecision; comment: string | null },
  customerName: string,
  actor: { ip: string | null } = { ip: null },
): Promise<QuoteResponseResult> {
  // The write, its notices and its webhook event commit together (the outbox, emit-webhook-event.ts).
  const { asksDeposit, ...answered } = await inWriteTransaction(() => respondToQuoteInTransaction(scope, input, customerName));
  // Stripe is called after the commit: the approval stands whether or not Checkout can be opened.
  const depositCheckoutUrl = answered.status === "approved" && asksDeposit ? await depositCheckoutAfterApproval(scope, answered.id, actor) : null;
  return { ...answered, depositCheckoutUrl };
}

async function respondToQuoteInTransaction(
  scope: CustomerScope,
  input: { quoteId: string; decision: QuoteDecision; comment: string | null },
  customerName: string,
): Promise<Omit<QuoteResponseResult, "depositCheckoutUrl"> & { asksDeposit: boolean }> {
  if (!isUuid(input.quoteId)) throw new DomainError("not_found", "Quote not found");
  const status = input.decision === "approve" ? "approved" : "declined";
  const [row] = await db
    .update(quotes)
    .set({ status, customerComment: input.comment, respondedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(quotes.id, input.quoteId),
        eq(quotes.businessId, scope.businessId),
        eq(quotes.customerId, scope.customerId),
        eq(quotes.status, "sent"),
      ),
    )
    .returning({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      title: quotes.title,
      respondedAt: quotes.respondedAt,
      totalAmountCents: quotes.totalAmountCents,
      depositAmountCents: quotes.depositAmountCents,
      depositPercentBps: quotes.depositPercentBps,
    });

  if (!row) {
    // Only on the failure path: tell "already answered" from "not yours / not there".
    const [existing] = await db
      .select({ status: quotes.status })
      .from(quotes)
      .where(
        and(
          eq(quotes.id, input.quoteId),
          eq(quotes.businessId, scope.businessId),
          eq(quotes.customerId, scope.customerId),
          inArray(quotes.status, [...CUSTOMER_VISIBLE_QUOTE_STATUSES]),
        ),
      )
      .limit(1);
    if (!existing) throw new DomainError("not_found", "Quote not found");
    throw new DomainError("conflict", `This quote has already been ${existing.status}`);
  }

  const label = displayDocumentNumber(row.quoteNumber, row.id);
  // The customer acted on the quote (from the portal or the spec's API): its notice is read.
  await markNotificationsReadForPage(scope, `/quotes/${row.id}`);
  await notifyBusinessOwner(scope, {
    kind: "quote_response",
    title: `Quote ${label} ${status} by ${customerName}`,
    body: `${customerName} ${status} the quote "${row.title}".${input.comment ? ` Comment: ${input.comment}` : ""}`,
    link: "/admin/quotes",
  });
  const respondedAt = (row.respondedAt ?? new Date()).toISOString();
  await emitWebhookEvent({
    businessId: scope.businessId,
    type: status === "approved" ? "quote.approved" : "quote.declined",
    data: {
      quote: { id: row.id, quote_number: row.quoteNumber, customer_id: scope.customerId, title: row.title, total_amount: centsToDollars(row.totalAmountCents), status, customer_comment: input.comment, responded_at: respondedAt },
    },
  });
  const asksDeposit = (row.depositAmountCents ?? 0) > 0 || (row.depositPercentBps ?? 0) > 0;
  return { id: row.id, quoteNumber: row.quoteNumber, status, respondedAt, asksDeposit };
}
