"use server";

import "server-only";
import { z } from "zod";
import { customerAction } from "@/lib/core/customer-action";
import { createInvoiceCheckout } from "@/lib/money/payments/create-invoice-checkout";

const payInvoiceSchema = z.object({ invoiceId: z.string({ error: "Invoice not found" }).max(64, "Invoice not found") });

/** Invoice detail → "Pay now": the Stripe Checkout page for what is still due (the browser goes there). */
export const payInvoiceAction = customerAction(
  payInvoiceSchema,
  ({ invoiceId }, { scope, ip }) => createInvoiceCheckout(scope, invoiceId, { ip }),
  { fallback: "Failed to start the payment" },
);
