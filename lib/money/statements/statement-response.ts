import "server-only";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";
import { toDateOnly } from "@/lib/format/dates";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { getCustomerStatement } from "./get-customer-statement";
import { buildStatementPdf } from "./statement-pdf";
import { STATEMENT_RANGE_ORDER_MESSAGE, resolveStatementRange, statementRangeQuery } from "./statement-range";

/**
 * The statement download both audiences share (admin: view_billing on any customer of the
 * business; portal: the signed-in customer only — the caller's wrapper decides the scope).
 * Bad dates are a 400 with the field's message; an unknown customer is a 404.
 */
export async function statementPdfResponse(scope: CustomerScope, query: URLSearchParams, business: PortalBranding): Promise<Response> {
  const parsed = statementRangeQuery.safeParse({ from: query.get("from") ?? undefined, to: query.get("to") ?? undefined });
  if (!parsed.success) throw new DomainError("invalid", parsed.error.issues[0]?.message ?? "Invalid date range");
  const today = toDateOnly(new Date(), business.timezone)!;
  const range = resolveStatementRange(parsed.data, today);
  if (!range) throw new DomainError("invalid", STATEMENT_RANGE_ORDER_MESSAGE);
  const statement = await getCustomerStatement(scope, range, business.timezone);
  const bytes = await buildStatementPdf(statement, business, today);
  return pdfResponse(bytes, `statement-${range.from}-to-${range.to}.pdf`);
}
