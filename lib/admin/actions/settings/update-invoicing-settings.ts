"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { updateInvoicingSettings } from "@/lib/money/invoices/visit-invoicing/invoicing-settings";
import { invoicingSettingsSchema } from "@/lib/money/invoices/visit-invoicing/visit-invoicing-schema";
import { requirePaymentsAccess } from "@/lib/money/payments/payments-access";

/**
 * Settings → Payments → Invoicing: send the invoicing rules' invoices automatically. Money
 * moves on it (autopay), so it needs what the Payments section needs: manage_settings and
 * manage_billing.
 */
export const updateInvoicingSettingsAction = staffAction(
  "manage_billing",
  invoicingSettingsSchema,
  async (input, staff) => {
    requirePaymentsAccess(staff.permissions);
    const result = await updateInvoicingSettings(staff, input, { userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/settings/payments");
    return result;
  },
  { fallback: "Failed to save the invoicing settings" },
);
