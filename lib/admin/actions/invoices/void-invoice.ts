"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { voidInvoiceSchema } from "@/lib/money/invoices/invoice-schema";
import { voidInvoice } from "@/lib/money/invoices/void-invoice";

/** Voids an invoice that is not fully paid; ledger and audit log (needs manage_invoices). */
export const voidInvoiceAction = staffAction(
  "manage_invoices",
  voidInvoiceSchema,
  async (input, staff) => {
    const voided = await voidInvoice(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/invoices");
    return voided;
  },
  { fallback: "Failed to update invoice" },
);
