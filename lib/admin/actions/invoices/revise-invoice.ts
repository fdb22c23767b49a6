"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { invoiceRevisionSchema } from "@/lib/money/invoices/invoice-schema";
import { reviseInvoice } from "@/lib/money/invoices/revise-invoice";

/** Revises an issued invoice with nothing paid on it: a new revision, a ledger adjustment, audited, the customer told (needs manage_invoices). */
export const reviseInvoiceAction = staffAction(
  "manage_invoices",
  invoiceRevisionSchema,
  async (input, staff) => {
    const revised = await reviseInvoice(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/invoices");
    return revised;
  },
  { fallback: "Failed to revise invoice" },
);
