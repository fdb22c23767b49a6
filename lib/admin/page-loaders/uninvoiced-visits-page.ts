import "server-only";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import { listBusinessInvoices } from "@/lib/money/invoices/list-business-invoices";
import { previewVisitInvoices } from "@/lib/money/invoices/visit-invoicing/preview-visit-invoices";

/** How many drafts the send list shows at once (the oldest first beyond it wait for the next round). */
const DRAFTS_SHOWN = 500;

/** Invoices → Uninvoiced visits: the drafts completed visits would make, beside the drafts to send. */
export async function loadUninvoicedVisitsPage(scope: BusinessScope) {
  const [preview, drafts] = await Promise.all([
    previewVisitInvoices(db, scope),
    listBusinessInvoices(scope, { q: "", status: "draft", sort: "date", dir: "desc", limit: DRAFTS_SHOWN, offset: 0 }),
  ]);
  return { preview, drafts };
}
