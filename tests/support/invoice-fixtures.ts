/**
 * Invoices made through the domain operations themselves (draft → send), so the ledger and
 * the customer's balance are what the app writes. Vitest only: the operations are server-only.
 */
import type { BusinessScope } from "@/lib/foundation/scope";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";

/** A one-line draft "Lawn care" of `quantity` × `rateCents` (tax is the business's rate). */
export function draftInvoice(scope: BusinessScope, customerId: string, rateCents = 10000, quantity = 1) {
  return saveInvoiceDraft(scope, {
    customerId,
    description: "Lawn care",
    lineItems: [{ description: "Mowing", quantity, rateCents }],
    discountCents: 0,
    dueDate: null,
    notes: null,
    paymentInstructions: null,
  });
}

/** The same draft, sent: issued to the ledger and open (pending). */
export async function issuedInvoice(scope: BusinessScope, customerId: string, actor: MoneyActor, rateCents = 10000, quantity = 1) {
  const draft = await draftInvoice(scope, customerId, rateCents, quantity);
  await sendInvoice(scope, { invoiceId: draft.id }, actor);
  return draft;
}
