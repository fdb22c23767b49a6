"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { invoiceIdSchema } from "@/lib/money/invoices/invoice-schema";
import { sendInvoiceReminder } from "@/lib/money/invoices/reminders/send-invoice-reminder";

/** Reminds the customer about a sent, unpaid invoice now (portal notice + email); audited (needs manage_invoices). */
export const sendInvoiceReminderAction = staffAction(
  "manage_invoices",
  invoiceIdSchema,
  async (input, staff) => {
    const sent = await sendInvoiceReminder(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath(`/admin/invoices/${input.invoiceId}`);
    return sent;
  },
  { fallback: "Failed to send the reminder" },
);
