"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { sendInvoicesBatch } from "@/lib/money/invoices/visit-invoicing/send-invoices-batch";
import { sendInvoicesBatchSchema } from "@/lib/money/invoices/visit-invoicing/visit-invoicing-schema";

/** Issues the selected drafts one by one; each refusal is reported for its invoice (needs manage_invoices). */
export const sendInvoicesBatchAction = staffAction(
  "manage_invoices",
  sendInvoicesBatchSchema,
  async (input, staff) => {
    const result = await sendInvoicesBatch(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/invoices");
    return result;
  },
  { fallback: "Failed to send invoices" },
);
