"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { invoiceIdSchema } from "@/lib/money/invoices/invoice-schema";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";

/** Issues a draft invoice to its customer; writes the ledger and the audit log (needs manage_invoices). */
export const sendInvoiceAction = staffAction(
  "manage_invoices",
  invoiceIdSchema,
  async (input, staff) => {
    const sent = await sendInvoice(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/invoices");
    return sent;
  },
  { fallback: "Failed to update invoice" },
);
