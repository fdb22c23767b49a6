"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { recordPaymentSchema } from "@/lib/money/invoices/invoice-schema";
import { recordPayment } from "@/lib/money/payments/record-payment";

/** Records a cash / cheque / bank-transfer payment; ledger and audit log (needs manage_invoices). */
export const recordPaymentAction = staffAction(
  "manage_invoices",
  recordPaymentSchema,
  async (input, staff) => {
    const payment = await recordPayment(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/invoices");
    return payment;
  },
  { fallback: "Failed to update invoice" },
);
