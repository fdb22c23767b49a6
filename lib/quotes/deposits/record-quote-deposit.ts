import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { payments, quoteConversions, quotes } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/core/domain-error";
import type { BusinessScope } from "@/lib/core/scope";
import { formatCents } from "@/lib/format/money";
import { insertPayment } from "@/lib/invoices/insert-payment";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/invoices/money-actor";
import type { RecordQuoteDepositInput } from "./deposit-schema";

export type RecordedDeposit = { paymentId: string; quoteId: string; amountCents: number };

/**
 * Records a deposit received outside the app (cash, cheque …) on an approved quote: a payment
 * row tied to the quote (payments.quote_id, no invoice yet) and its audit entry, in one
 * transaction under the quote's row lock, so deposits recorded at once never add up past the
 * quote's total. It reaches the ledger with the invoice made from the quote
 * (credit-quote-deposits.ts); once that invoice exists, a payment is recorded on it instead.
 */
export async function recordQuoteDeposit(scope: BusinessScope, input: RecordQuoteDepositInput, actor: MoneyActor): Promise<RecordedDeposit> {
  return db.transaction(async (tx) => {
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

    const payment = await insertPayment(tx, scope, { invoiceId: null, quoteId: quote.id, amountCents: input.amountCents, method: input.method, note: input.note }, actor);
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: auditActor(actor),
      action: "quote.deposit_recorded",
      target: { type: "quote", id: quote.id },
      meta: auditMeta(actor, { paymentId: payment.id, amountCents: input.amountCents, method: input.method }),
      ip: actor.ip,
    });
    return { paymentId: payment.id, quoteId: quote.id, amountCents: input.amountCents };
  });
}
