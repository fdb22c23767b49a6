import * as schema from "../schema";
import type { SeedContext } from "./context";
import { documentTotals, lineAmountCents, rateCents, type LineItem } from "./money";

type Party = { businessId: string; customerId: string; taxRate: number };

export async function insertQuote(
  ctx: SeedContext,
  party: Party,
  quote: {
    number: string;
    title: string;
    status: "draft" | "sent" | "approved" | "declined";
    items: LineItem[];
    createdAt: Date;
    validUntil: string | null;
    terms?: string;
    notes?: string;
    customerComment?: string;
    sentAt?: Date;
    respondedAt?: Date;
  },
) {
  const totals = documentTotals(quote.items, party.taxRate);
  const [row] = await ctx.tx
    .insert(schema.quotes)
    .values({
      businessId: party.businessId,
      customerId: party.customerId,
      quoteNumber: quote.number,
      title: quote.title,
      status: quote.status,
      subtotalCents: totals.subtotalCents,
      taxAmountCents: totals.taxAmountCents,
      totalAmountCents: totals.totalCents,
      validUntil: quote.validUntil,
      terms: quote.terms ?? "50% deposit due on approval; balance due on completion. Prices include materials listed.",
      notes: quote.notes,
      customerComment: quote.customerComment,
      sentAt: quote.sentAt,
      respondedAt: quote.respondedAt,
      createdAt: quote.createdAt,
      updatedAt: quote.respondedAt ?? quote.sentAt ?? quote.createdAt,
    })
    .returning();
  await ctx.tx.insert(schema.quoteLineItems).values(
    quote.items.map((item, position) => ({
      businessId: party.businessId,
      quoteId: row.id,
      description: item.description,
      quantity: item.quantity,
      rateCents: rateCents(item),
      amountCents: lineAmountCents(item),
      position,
    })),
  );
  return row;
}

export async function insertInvoice(
  ctx: SeedContext,
  party: Party & { paymentInstructions: string | null },
  invoice: {
    number: string;
    description: string;
    status: "draft" | "pending" | "paid" | "overdue" | "void";
    items: LineItem[];
    /** A partial payment already taken on a pending or overdue invoice (issue 12 demo data). */
    partialPaymentCents?: number;
    invoiceDate: string;
    dueDate: string;
    paidDate?: string;
    paidAt?: Date;
    paymentMethod?: "card" | "check" | "cash" | "bank_transfer" | "manual";
    quoteId?: string;
    jobId?: string;
    notes?: string;
    createdAt: Date;
  },
) {
  const totals = documentTotals(invoice.items, party.taxRate);
  const [row] = await ctx.tx
    .insert(schema.invoices)
    .values({
      businessId: party.businessId,
      customerId: party.customerId,
      quoteId: invoice.quoteId,
      jobId: invoice.jobId,
      invoiceNumber: invoice.number,
      description: invoice.description,
      status: invoice.status,
      subtotalCents: totals.subtotalCents,
      taxAmountCents: totals.taxAmountCents,
      amountCents: totals.totalCents,
      amountPaidCents: invoice.status === "paid" ? totals.totalCents : (invoice.partialPaymentCents ?? 0),
      sentAt: invoice.status === "draft" ? null : invoice.createdAt,
      voidedAt: invoice.status === "void" ? invoice.createdAt : null,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      paidDate: invoice.paidDate,
      paymentInstructions: party.paymentInstructions,
      notes: invoice.notes,
      createdAt: invoice.createdAt,
      updatedAt: invoice.paidAt ?? invoice.createdAt,
    })
    .returning();
  await ctx.tx.insert(schema.invoiceLineItems).values(
    invoice.items.map((item, position) => ({
      businessId: party.businessId,
      invoiceId: row.id,
      description: item.description,
      quantity: item.quantity,
      rateCents: rateCents(item),
      amountCents: lineAmountCents(item),
      position,
    })),
  );
  // The ledger (issue 12) as the app writes it: issued, then each payment, then any void.
  const ledger = (kind: "invoice_issued" | "payment" | "void", amountCents: number, paymentId: string | null, at: Date) =>
    ctx.tx.insert(schema.ledgerEntries).values({
      businessId: party.businessId,
      customerId: party.customerId,
      invoiceId: row.id,
      paymentId,
      kind,
      amountCents,
      createdAt: at,
    });
  if (invoice.status !== "draft") await ledger("invoice_issued", totals.totalCents, null, invoice.createdAt);
  const paidCents = row.amountPaidCents;
  if (paidCents > 0) {
    const paidAt = invoice.paidAt ?? invoice.createdAt;
    const [payment] = await ctx.tx
      .insert(schema.payments)
      .values({
        businessId: party.businessId,
        invoiceId: row.id,
        amountCents: paidCents,
        method: invoice.paymentMethod ?? (invoice.status === "paid" ? "card" : "check"),
        status: "succeeded",
        paidAt,
        createdAt: paidAt,
      })
      .returning({ id: schema.payments.id });
    await ledger("payment", -paidCents, payment.id, paidAt);
  }
  if (invoice.status === "void") await ledger("void", -(totals.totalCents - paidCents), null, invoice.createdAt);
  return row;
}

/**
 * What the customer still owes, in cents: the open part of their pending and overdue invoices
 * — the sum of their ledger entries, which the app keeps equal to the portal's balance.
 */
export function outstandingCentsOf(invoices: Array<{ status: string; amountCents: number; amountPaidCents?: number }>): number {
  return invoices
    .filter((invoice) => invoice.status === "pending" || invoice.status === "overdue")
    .reduce((sum, invoice) => sum + invoice.amountCents - (invoice.amountPaidCents ?? 0), 0);
}
