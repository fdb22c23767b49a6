"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { recordQuoteDepositSchema } from "@/lib/money/deposits/deposit-schema";
import { recordQuoteDeposit } from "@/lib/money/deposits/record-quote-deposit";

/** Records a deposit received on an approved quote; audit log (needs manage_invoices, like any payment). */
export const recordQuoteDepositAction = staffAction(
  "manage_invoices",
  recordQuoteDepositSchema,
  async (input, staff) => {
    const deposit = await recordQuoteDeposit(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath(`/admin/quotes/${input.quoteId}`);
    return deposit;
  },
  { fallback: "Failed to record the deposit" },
);
