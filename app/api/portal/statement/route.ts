import { customerRoute } from "@/lib/core/routes/customer-route";
import { statementPdfResponse } from "@/lib/money/statements/statement-response";
import { brandingOf } from "@/lib/pdf/pdf-response";

export const dynamic = "force-dynamic";

/**
 * GET /api/portal/statement?from=YYYY-MM-DD&to=YYYY-MM-DD — the signed-in customer's own
 * statement as a PDF. It names no customer: the session is the only scope there is.
 */
export const GET = customerRoute(async (_request, { scope, business, query }) => statementPdfResponse(scope, query, brandingOf(business)));
