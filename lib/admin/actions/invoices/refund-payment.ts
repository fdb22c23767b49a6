"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { refundPayment } from "@/lib/money/refunds/refund-payment";
import { refundPaymentSchema } from "@/lib/money/refunds/refund-schema";

/**
 * Refunds all or part of a recorded payment with a reason (card payments through Stripe);
 * ledger and audit log. Needs manage_billing (spec §6: charges and refunds) — view_billing
 * can look at the invoice but not refund.
 */
export const refundPaymentAction = staffAction(
  "manage_billing",
  refundPaymentSchema,
  async (input, staff) => {
    const refund = await refundPayment(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/invoices");
    return refund;
  },
  { fallback: "Failed to refund the payment" },
);
