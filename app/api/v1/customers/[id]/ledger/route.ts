import { decodeCursor, listQuery, pageOf } from "@/lib/api/pagination";
import { ledgerEntryToJson } from "@/lib/api/v1/money/ledger-api";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { apiRoute } from "@/lib/core/routes/api-route";
import { param } from "@/lib/core/routes/define-route";
import { customerNotFound } from "@/lib/customers/customer-errors";
import { listCustomerLedgerPage } from "@/lib/money/ledger/list-customer-ledger-page";

/** GET /api/v1/customers/{id}/ledger — the customer's ledger, oldest first, with the running balance (view_billing). */
export const GET = apiRoute("view_billing", { query: listQuery }, async (_request, { scope, params, query }) => {
  const customerId = param(params, "id");
  if (!isUuid(customerId)) throw customerNotFound();
  const after = decodeCursor(query.cursor);
  if (after && (after.length !== 2 || typeof after[0] !== "string" || typeof after[1] !== "string")) throw new DomainError("invalid", "cursor is not valid");
  const rows = await listCustomerLedgerPage({ businessId: scope.businessId, customerId }, { limit: query.limit, after: after as [string, string] | null });
  return Response.json(pageOf(rows, query.limit, (row) => [row.cursorAt, row.id], ledgerEntryToJson));
});
