"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { invoiceSelectedVisits } from "@/lib/money/invoices/visit-invoicing/invoice-selected-visits";
import { createVisitInvoicesSchema } from "@/lib/money/invoices/visit-invoicing/visit-invoicing-schema";

/** Creates one draft invoice per customer from the selected completed visits; audited (needs manage_invoices). */
export const createVisitInvoicesAction = staffAction(
  "manage_invoices",
  createVisitInvoicesSchema,
  async (input, staff) => {
    const batch = await invoiceSelectedVisits(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/invoices");
    return { invoiceCount: batch.created.length, visitCount: batch.visitCount, totalCents: batch.totalCents, invoiceIds: batch.created.map((i) => i.invoiceId) };
  },
  { fallback: "Failed to create invoices" },
);
