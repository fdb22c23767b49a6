"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { convertQuoteToInvoice } from "@/lib/quotes/conversions/convert-quote-to-invoice";
import { quoteIdSchema } from "@/lib/quotes/quote-builder-schema";

/** An approved quote's one invoice: made the first time, the same one after (needs manage_invoices). */
export const createInvoiceFromQuoteAction = staffAction(
  "manage_invoices",
  quoteIdSchema,
  async (input, staff) => {
    const conversion = await convertQuoteToInvoice(staff, input, {
      type: "staff",
      userId: staff.userId,
      ip: staff.request.ip,
    });
    revalidatePath(`/admin/quotes/${input.quoteId}`);
    revalidatePath("/admin/invoices");
    return conversion;
  },
  { fallback: "Failed to create the invoice" },
);
