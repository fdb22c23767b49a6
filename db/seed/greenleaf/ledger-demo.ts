import { eq } from "drizzle-orm";
import * as schema from "../../schema";
import { type SeedContext, daysAgo, dateOnly } from "../context";
import { insertInvoice, outstandingCentsOf } from "../documents";
import { GREENLEAF_TAX_RATE, GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";

/**
 * Issue 12's demo money for a second Greenleaf customer (Jane's own figures stay as the
 * portal tests know them): a pending invoice with a partial cheque payment and a void one
 * that had been partly paid, each with its ledger entries, and the balance they leave.
 */
export async function seedGreenleafLedgerDemo(ctx: SeedContext, base: GreenleafBase, customerId: string) {
  const { now } = ctx;
  const day = (days: number) => dateOnly(now, days, GREENLEAF_TIMEZONE);
  const party = { businessId: base.business.id, customerId, taxRate: GREENLEAF_TAX_RATE, paymentInstructions: base.business.paymentInstructions };
  const invoices = [
    await insertInvoice(ctx, party, {
      number: "INV-1005",
      description: "Fall cleanup — front and back yards",
      status: "pending",
      partialPaymentCents: 10_000,
      paymentMethod: "check",
      paidAt: daysAgo(now, 3),
      invoiceDate: day(-12),
      dueDate: day(18),
      createdAt: daysAgo(now, 12),
      items: [
        { description: "Leaf removal", quantity: 1, rate: 180 },
        { description: "Bed edging", quantity: 2, rate: 55 },
      ],
    }),
    await insertInvoice(ctx, party, {
      number: "INV-1006",
      description: "Sprinkler winterization (billed twice)",
      status: "void",
      partialPaymentCents: 2_000,
      paymentMethod: "cash",
      paidAt: daysAgo(now, 20),
      invoiceDate: day(-25),
      dueDate: day(5),
      createdAt: daysAgo(now, 25),
      items: [{ description: "Sprinkler blow-out", quantity: 1, rate: 75 }],
    }),
  ];
  await ctx.tx
    .update(schema.customers)
    .set({ outstandingBalanceCents: outstandingCentsOf(invoices) })
    .where(eq(schema.customers.id, customerId));
}
