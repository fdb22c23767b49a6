import { z } from "zod";

/** A staff refund of a recorded payment (client-safe): all or part of what is not refunded yet, with the reason. */
export const refundPaymentSchema = z.object({
  paymentId: z.uuid("Payment not found"),
  amountCents: z.number({ error: "Amount must be a number" }).int("Amount must be in whole cents").positive("Amount must be greater than $0.00"),
  reason: z.string({ error: "Reason is required" }).trim().min(1, "Reason is required").max(200, "Reason can be at most 200 characters"),
});
export type RefundPaymentInput = z.output<typeof refundPaymentSchema>;

/** Staff refund all or part of a quote's deposit (issue 37 item 3; client-safe): a payment's refund, named as a deposit. */
export const refundQuoteDepositSchema = refundPaymentSchema.extend({ paymentId: z.uuid("Deposit not found") });
export type RefundQuoteDepositInput = z.output<typeof refundQuoteDepositSchema>;
