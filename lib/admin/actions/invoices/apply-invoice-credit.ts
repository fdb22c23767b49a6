"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { applyInvoiceCredit } from "@/lib/money/credits/apply-invoice-credit";
import { applyInvoiceCreditSchema } from "@/lib/money/invoices/invoice-schema";

/** Takes a credit with its reason off an open invoice's balance; ledger and audit log (needs manage_invoices). */
export const applyInvoiceCreditAction = staffAction(
  "manage_invoices",
  applyInvoiceCreditSchema,
  async (input, staff) => {
    const credit = await applyInvoiceCredit(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/invoices");
    return credit;
  },
  { fallback: "Failed to update invoice" },
);
