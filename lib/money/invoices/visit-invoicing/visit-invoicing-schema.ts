import { z } from "zod";
import { INVOICING_RULES } from "@/db/schema/enums";

/** The largest batch a screen may ask for at once (the worker's rules have no such cap). */
export const MAX_BATCH = 2000;

/** "Create invoices": the uninvoiced visits the staff member kept selected. */
export const createVisitInvoicesSchema = z.object({
  visitIds: z.array(z.uuid("Visit not found"), "Choose at least one visit").min(1, "Choose at least one visit").max(MAX_BATCH, `At most ${MAX_BATCH} visits at once`),
});

/** "Send selected": draft invoices to issue. */
export const sendInvoicesBatchSchema = z.object({
  invoiceIds: z.array(z.uuid("Invoice not found"), "Select at least one invoice").min(1, "Select at least one invoice").max(MAX_BATCH, `At most ${MAX_BATCH} invoices at once`),
});

/** A job's invoicing rule; the monthly rule needs its day (1–28, so every month has it). */
export const jobInvoicingRuleSchema = z
  .object({
    jobId: z.uuid("Job not found"),
    rule: z.enum(INVOICING_RULES, "Choose when to invoice"),
    invoicingDay: z.coerce
      .number({ error: "Choose a day from 1 to 28" })
      .int("Choose a day from 1 to 28")
      .min(1, "Choose a day from 1 to 28")
      .max(28, "Choose a day from 1 to 28")
      .nullish()
      .transform((day) => day ?? null),
  })
  .refine((input) => input.rule !== "monthly" || input.invoicingDay !== null, { message: "Choose a day from 1 to 28", path: ["invoicingDay"] });
export type JobInvoicingRuleInput = z.output<typeof jobInvoicingRuleSchema>;

/** Settings → Payments → Invoicing: send what the invoicing rules create at once (else drafts). */
export const invoicingSettingsSchema = z.object({
  autoSendRuleInvoices: z.boolean({ error: "Choose on or off" }),
});
export type InvoicingSettingsInput = z.output<typeof invoicingSettingsSchema>;
