import { z } from "zod";
import { MANUAL_PAYMENT_METHODS } from "@/lib/invoices/invoice-schema";
import { optionalTextSchema } from "@/lib/money/line-items-schema";
import { refundPaymentSchema } from "@/lib/payments/refund-schema";

/** A deposit staff received outside the app on an approved quote (issue 37 item 3); client-safe. */
export const recordQuoteDepositSchema = z.object({
  quoteId: z.uuid("Quote not found"),
  amountCents: z.number({ error: "Amount must be a number" }).int("Amount must be in whole cents").positive("Amount must be greater than $0.00"),
  method: z.enum(MANUAL_PAYMENT_METHODS, "Choose how the deposit was paid"),
  note: optionalTextSchema(500, "Note"),
});
export type RecordQuoteDepositInput = z.output<typeof recordQuoteDepositSchema>;

/** Staff refund all or part of a quote's deposit (issue 37 item 3; client-safe): a payment's refund, named as a deposit. */
export const refundQuoteDepositSchema = refundPaymentSchema.extend({ paymentId: z.uuid("Deposit not found") });
export type RefundQuoteDepositInput = z.output<typeof refundQuoteDepositSchema>;
