import type { BuilderPayload } from "./document-builder";

/** The builder's payload as the quote actions take it (draft, request, revision), the customer aside. */
export const quoteFieldsOf = (p: BuilderPayload) => ({
  title: p.heading,
  lineItems: p.lineItems,
  discountCents: p.discountCents,
  validUntil: p.date,
  terms: p.terms,
  notes: p.notes,
  depositAmountCents: p.depositAmountCents,
  depositPercentBps: p.depositPercentBps,
});

/** The builder's payload as the invoice actions take it (draft, revision), the customer aside. */
export const invoiceFieldsOf = (p: BuilderPayload) => ({
  description: p.heading,
  lineItems: p.lineItems,
  discountCents: p.discountCents,
  dueDate: p.date,
  paymentInstructions: p.terms,
  notes: p.notes,
});
