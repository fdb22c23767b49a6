"use server";

import "server-only";
import { z } from "zod";
import { customerAction } from "@/lib/core/customer-action";
import { createDepositCheckout } from "@/lib/quotes/create-deposit-checkout";

const payQuoteDepositSchema = z.object({ quoteId: z.string({ error: "Quote not found" }).max(64, "Quote not found") });

/** Approved quote → "Pay deposit": the Stripe Checkout page for the deposit still open (the browser goes there). */
export const payQuoteDepositAction = customerAction(
  payQuoteDepositSchema,
  ({ quoteId }, { scope, ip }) => createDepositCheckout(scope, quoteId, { ip }),
  { fallback: "Failed to start the payment" },
);
