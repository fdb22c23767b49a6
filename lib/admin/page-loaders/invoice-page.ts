import "server-only";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { hasAnyPermission } from "@/lib/identity/permissions";
import type { StaffContext } from "@/lib/identity/staff/staff-context";
import { listBuilderOptions } from "@/lib/money/documents/list-builder-options";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import { listInvoiceReminders } from "@/lib/money/invoices/reminders/list-invoice-reminders";

/**
 * /admin/invoices/{id}: the invoice with its figures, payments and ledger, the business's profile
 * and the reminders sent; a draft opened by a member who manages invoices also gets the
 * builder's options. Null when the invoice is not the business's.
 */
export async function loadInvoicePage(staff: StaffContext, invoiceId: string) {
  const [invoice, business, reminders] = await Promise.all([getBusinessInvoice(staff, invoiceId), getBusinessProfile(staff), listInvoiceReminders(staff, invoiceId)]);
  if (!invoice) return null;
  const canManage = hasAnyPermission(staff.permissions, ["manage_invoices"]);
  const builderOptions = invoice.status === "draft" && canManage ? await listBuilderOptions(staff) : null;
  return { invoice, business, reminders, canManage, builderOptions };
}
