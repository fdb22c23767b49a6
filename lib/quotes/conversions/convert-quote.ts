import "server-only";
import { and, eq } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { quoteConversions, quotes } from "@/db/schema";
import type { QuoteConversionKind } from "@/db/schema/enums";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";

/** The approved quote a conversion starts from, read under the row lock. */
export type ConvertibleQuote = {
  id: string;
  customerId: string;
  quoteNumber: string | null;
  title: string;
  notes: string | null;
};

/** The target's id, and whether this call made it (false: an earlier call did, and this is it). */
export type Conversion = { id: string; created: boolean };

const TARGET_COLUMN = {
  job: "jobSeriesId",
  contract: "contractId",
  invoice: "invoiceId",
} as const;

/**
 * Turns an approved quote into one job, contract or invoice — once per quote and kind. The
 * quote's row is locked first, so concurrent attempts run one after another: the first
 * creates the target and records it in quote_conversions in the same transaction (with an
 * audit entry); every later one finds that record and answers the same target. The unique
 * (quote_id, kind) index is the database's own guard behind the lock.
 */
export async function convertQuote(
  scope: BusinessScope,
  input: { quoteId: string; kind: QuoteConversionKind },
  actor: MoneyActor,
  create: (tx: Tx, quote: ConvertibleQuote) => Promise<string>,
): Promise<Conversion> {
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select({
        id: quotes.id,
        customerId: quotes.customerId,
        quoteNumber: quotes.quoteNumber,
        title: quotes.title,
        notes: quotes.notes,
        status: quotes.status,
      })
      .from(quotes)
      .where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, scope.businessId)))
      .for("update");
    if (!quote) throw new DomainError("not_found", "Quote not found");

    const column = TARGET_COLUMN[input.kind];
    const [existing] = await tx
      .select({ id: quoteConversions[column] })
      .from(quoteConversions)
      .where(and(eq(quoteConversions.businessId, scope.businessId), eq(quoteConversions.quoteId, quote.id), eq(quoteConversions.kind, input.kind)));
    if (existing?.id) return { id: existing.id, created: false };
    if (quote.status !== "approved")
      throw new DomainError("conflict", `Only an approved quote can become ${input.kind === "invoice" ? "an invoice" : `a ${input.kind}`}`);

    const targetId = await create(tx, quote);
    await tx.insert(quoteConversions).values({
      businessId: scope.businessId,
      quoteId: quote.id,
      kind: input.kind,
      [column]: targetId,
    });
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: auditActor(actor),
      action: `quote.converted_to_${input.kind}`,
      target: { type: "quote", id: quote.id },
      meta: auditMeta(actor, {
        kind: input.kind,
        targetId,
        quoteNumber: quote.quoteNumber,
      }),
      ip: actor.ip ?? null,
    });
    return { id: targetId, created: true };
  });
}
