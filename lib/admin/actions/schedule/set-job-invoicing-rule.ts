"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { setJobInvoicingRule } from "@/lib/money/invoices/visit-invoicing/set-job-invoicing-rule";
import { jobInvoicingRuleSchema } from "@/lib/money/invoices/visit-invoicing/visit-invoicing-schema";

/** Chooses when a job's completed visits are invoiced by the worker; audited (needs manage_invoices). */
export const setJobInvoicingRuleAction = staffAction(
  "manage_invoices",
  jobInvoicingRuleSchema,
  async (input, staff) => {
    const saved = await setJobInvoicingRule(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath(`/admin/schedule/jobs/${input.jobId}`);
    return saved;
  },
  { fallback: "Failed to save the invoicing rule" },
);
