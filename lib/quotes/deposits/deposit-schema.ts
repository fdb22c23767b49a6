import { z } from "zod";
import { MANUAL_PAYMENT_METHODS } from "@/lib/invoices/invoice-schema";
import { optionalTextSchema } from "@/lib/money/line-items-schema";

/** A deposit staff received outside the app on an approved quote (issue 37 item 3); client-safe. */
export const recordQuoteDepositSchema = z.object({
  quoteId: z.uuid("Quote not found"),
  amountCents: z.number({ error: "Amount must be a number" }).int("Amount must be in whole cents").positive("Amount must be greater than $0.00"),
  method: z.enum(MANUAL_PAYMENT_METHODS, "Choose how the deposit was paid"),
  note: optionalTextSchema(500, "Note"),
});
export type RecordQuoteDepositInput = z.output<typeof recordQuoteDepositSchema>;

/** Staff refund a quote's deposit (issue 37 item 3; client-safe): the whole deposit while no invoice holds it, with the reason. */
export const refundQuoteDepositSchema = z.object({
  paymentId: z.uuid("Deposit not found"),
  reason: z.string({ error: "Reason is required" }).trim().min(1, "Reason is required").max(200, "Reason can be at most 200 characters"),
});
export type RefundQuoteDepositInput = z.output<typeof refundQuoteDepositSchema>;
