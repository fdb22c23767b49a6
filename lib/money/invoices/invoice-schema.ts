import { z } from "zod";
import { discountCentsSchema, lineItemsSchema, optionalDateSchema, optionalTextSchema } from "@/lib/money/documents/line-items-schema";

/** The invoice builder's input (client-safe): a new draft, or changes to a draft (invoiceId). */
export const invoiceDraftSchema = z.object({
  invoiceId: z.uuid().nullish(),
  customerId: z.uuid("Choose a customer"),
  description: z.string().trim().min(1, "Description is required").max(500, "Description can be at most 500 characters"),
  lineItems: lineItemsSchema,
  discountCents: discountCentsSchema,
  dueDate: optionalDateSchema,
  notes: optionalTextSchema(5000, "Notes"),
  paymentInstructions: optionalTextSchema(2000, "Payment instructions"),
});
export type InvoiceDraftInput = z.input<typeof invoiceDraftSchema>;
export type InvoiceDraft = z.output<typeof invoiceDraftSchema>;

export const invoiceIdSchema = z.object({ invoiceId: z.uuid("Invoice not found") });

export const MANUAL_PAYMENT_METHODS = ["cash", "check", "bank_transfer", "other"] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

export const recordPaymentSchema = z.object({
  invoiceId: z.uuid("Invoice not found"),
  amountCents: z.number({ error: "Amount must be a number" }).int("Amount must be in whole cents").positive("Amount must be greater than $0.00"),
  method: z.enum(MANUAL_PAYMENT_METHODS, "Choose how the payment was made"),
  note: optionalTextSchema(500, "Note"),
});
export type RecordPaymentInput = z.output<typeof recordPaymentSchema>;

export const voidInvoiceSchema = z.object({ invoiceId: z.uuid("Invoice not found"), reason: optionalTextSchema(500, "Reason") });

/** A credit taken off an issued invoice's balance (goodwill, a complaint, a price correction); the reason is the ledger entry's memo. */
export const applyInvoiceCreditSchema = z.object({
  invoiceId: z.uuid("Invoice not found"),
  amountCents: z.number({ error: "Amount must be a number" }).int("Amount must be in whole cents").positive("Amount must be greater than $0.00"),
  reason: z.string({ error: "Reason is required" }).trim().min(1, "Reason is required").max(200, "Reason can be at most 200 characters"),
});
export type ApplyInvoiceCreditInput = z.output<typeof applyInvoiceCreditSchema>;

/** A revision of an issued, unpaid invoice (issue 37): the builder's fields for the same customer. */
export const invoiceRevisionSchema = invoiceDraftSchema.omit({ invoiceId: true, customerId: true }).extend({ invoiceId: z.uuid("Invoice not found") });
export type InvoiceRevision = z.output<typeof invoiceRevisionSchema>;
