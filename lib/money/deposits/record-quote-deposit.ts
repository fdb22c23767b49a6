import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { payments, quoteConversions, quotes } from "@/db/schema";
import { deliverRecordedEmails } from "@/lib/email/send-email";
import { recordDepositNotices } from "@/lib/money/payments/notices/record-deposit-notices";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { formatCents } from "@/lib/format/money";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import type { RecordQuoteDepositInput } from "./deposit-schema";
import { insertQuoteDeposit } from "./insert-quote-deposit";

export type RecordedDeposit = { paymentId: string; quoteId: string; amountCents: number };

/**
 * Records a deposit received outside the app (cash, cheque …) on an approved quote: a payment
 * row tied to the quote (payments.quote_id, no invoice yet) and its audit entry, in one
 * transaction under the quote's row lock, so deposits recorded at once never add up past the
 * quote's total. It reaches the ledger with the invoice made from the quote
 * (credit-quote-deposits.ts); once that invoice exists, a payment is recorded on it instead.
 * The owner and the customer are told as of any payment (record-deposit-notices.ts).
 */
export async function recordQuoteDeposit(scope: BusinessScope, input: RecordQuoteDepositInput, actor: MoneyActor): Promise<RecordedDeposit> {
  const { deposit, notices } = await db.transaction(async (tx) => {
    const [quote] = await tx
      .select({ id: quotes.id, status: quotes.status, totalCents: quotes.totalAmountCents })
      .from(quotes)
      .where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, scope.businessId)))
      .for("update");
    if (!quote) throw new DomainError("not_found", "Quote not found");
    if (quote.status !== "approved") throw new DomainError("conflict", "Only an approved quote takes a deposit");
    const [invoiced] = await tx
      .select({ id: quoteConversions.invoiceId })
      .from(quoteConversions)
      .where(and(eq(quoteConversions.businessId, scope.businessId), eq(quoteConversions.quoteId, quote.id), eq(quoteConversions.kind, "invoice")));
    if (invoiced) throw new DomainError("conflict", "This quote already has its invoice; record the payment on the invoice");
    const [{ receivedCents }] = await tx
      .select({ receivedCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::bigint`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.businessId, scope.businessId), eq(payments.quoteId, quote.id), eq(payments.status, "succeeded")));
    const openCents = quote.totalCents - receivedCents;
    if (input.amountCents > openCents)
      throw new DomainError("unprocessable", `The deposit exceeds what is left of the quote's total, ${formatCents(Math.max(openCents, 0))}`, { field: "amountCents" });

    const { paymentId } = await insertQuoteDeposit(tx, scope, { quoteId: quote.id, amountCents: input.amountCents, method: input.method, note: input.note }, actor);
    // Paid means told: the owner's bell and email, the customer's receipt, committed with the deposit.
    const notices = await recordDepositNotices(tx, scope, { paymentId, quoteId: quote.id, amountCents: input.amountCents }, input.method);
    return { deposit: { paymentId, quoteId: quote.id, amountCents: input.amountCents }, notices };
  });
  await deliverRecordedEmails(notices, db);
  return deposit;
}
