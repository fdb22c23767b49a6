"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { refundQuoteDepositSchema } from "@/lib/money/refunds/refund-schema";
import { refundQuoteDeposit } from "@/lib/money/refunds/refund-quote-deposit";

/** Refunds a quote's deposit from the quote's page (card ones through Stripe); audit log. Needs manage_billing, as every refund. */
export const refundQuoteDepositAction = staffAction(
  "manage_billing",
  refundQuoteDepositSchema,
  async (input, staff) => {
    const refund = await refundQuoteDeposit(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath(`/admin/quotes/${refund.quoteId}`);
    return refund;
  },
  { fallback: "Failed to refund the deposit" },
);
