import { z } from "zod";

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
