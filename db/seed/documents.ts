import * as schema from "../schema";
import type { SeedContext } from "./context";
import { documentTotals, lineAmount, type LineItem } from "./money";

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
      subtotal: totals.subtotal,
      taxAmount: totals.taxAmount,
      totalAmount: totals.total,
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
      rate: item.rate,
      amount: lineAmount(item),
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
    status: "draft" | "pending" | "paid" | "overdue";
    items: LineItem[];
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
      subtotal: totals.subtotal,
      taxAmount: totals.taxAmount,
      amount: totals.total,
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
      rate: item.rate,
      amount: lineAmount(item),
      position,
    })),
  );
  if (invoice.status === "paid") {
    await ctx.tx.insert(schema.payments).values({
      businessId: party.businessId,
      invoiceId: row.id,
      amount: totals.total,
      method: invoice.paymentMethod ?? "card",
      status: "succeeded",
      paidAt: invoice.paidAt,
      createdAt: invoice.paidAt ?? invoice.createdAt,
    });
  }
  return row;
}

/** Sum of what a customer still owes: pending and overdue invoices (the portal's outstanding balance). */
export function outstandingOf(invoices: Array<{ status: string; amount: number }>): number {
  const totalCents = invoices
    .filter((invoice) => invoice.status === "pending" || invoice.status === "overdue")
    .reduce((sum, invoice) => sum + Math.round(invoice.amount * 100), 0);
  return totalCents / 100;
}
