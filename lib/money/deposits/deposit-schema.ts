import { z } from "zod";
import { MANUAL_PAYMENT_METHODS } from "@/lib/money/invoices/invoice-schema";
import { optionalTextSchema } from "@/lib/money/documents/line-items-schema";

/** A deposit staff received outside the app on an approved quote (issue 37 item 3); client-safe. */
export const recordQuoteDepositSchema = z.object({
  quoteId: z.uuid("Quote not found"),
  amountCents: z.number({ error: "Amount must be a number" }).int("Amount must be in whole cents").positive("Amount must be greater than $0.00"),
  method: z.enum(MANUAL_PAYMENT_METHODS, "Choose how the deposit was paid"),
  note: optionalTextSchema(500, "Note"),
});
export type RecordQuoteDepositInput = z.output<typeof recordQuoteDepositSchema>;
