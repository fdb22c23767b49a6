import { decodeCursor, pageOf } from "@/lib/api/pagination";
import { createInvoiceBody, invoiceListQuery, invoiceSummaryToJson, invoiceToJson } from "@/lib/api/v1/money/invoice-api";
import { dollarsToCents, lineItemsFromApi } from "@/lib/api/v1/money/money-json";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import { listInvoicesPage } from "@/lib/money/invoices/list-invoices-page";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";

/** GET /api/v1/invoices — newest first, cursor pages (manage_invoices). */
export const GET = apiRoute("manage_invoices", { query: invoiceListQuery }, async (_request, { scope, query }) => {
  const after = decodeCursor(query.cursor);
  if (after && (after.length !== 2 || typeof after[0] !== "string" || typeof after[1] !== "string")) throw new DomainError("invalid", "cursor is not valid");
  const rows = await listInvoicesPage(scope, { limit: query.limit, after: after as [string, string] | null, status: query.status });
  return Response.json(pageOf(rows, query.limit, (row) => [row.cursorAt, row.id], invoiceSummaryToJson));
});

/** POST /api/v1/invoices — a draft invoice; totals from the business's tax rate (manage_invoices). */
export const POST = apiRoute("manage_invoices", { body: createInvoiceBody }, async (_request, { scope, body }) => {
  const saved = await saveInvoiceDraft(scope, {
    customerId: body.customer_id,
    description: body.description,
    lineItems: lineItemsFromApi(body.line_items),
    discountCents: dollarsToCents(body.discount),
    dueDate: body.due_date ?? null,
    paymentInstructions: body.payment_instructions?.trim() || null,
    notes: body.notes?.trim() || null,
  });
  return Response.json(invoiceToJson((await getBusinessInvoice(scope, saved.id))!), { status: 201 });
});
