"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { invoiceDraftSchema } from "@/lib/money/invoices/invoice-schema";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";

/** Invoice builder: create or update a draft invoice (needs manage_invoices). */
export const saveInvoiceAction = staffAction(
  "manage_invoices",
  invoiceDraftSchema,
  async (input, staff) => {
    const saved = await saveInvoiceDraft(staff, input);
    revalidatePath("/admin/invoices");
    return saved;
  },
  { fallback: "Failed to create invoice" },
);
