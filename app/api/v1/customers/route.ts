import { decodeCursor, encodeCursor } from "@/lib/api/pagination";
import { createCustomerBody, customerDataFromBody, customerToJson, listCustomersQuery } from "@/lib/api/v1/customers/customer-schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import { createCustomer } from "@/lib/customers/create-customer";
import { listCustomersPage } from "@/lib/customers/list-customers-page";

/** GET /api/v1/customers — newest first, `?q=` search, filters, cursor pages (manage_customers). */
export const GET = apiRoute("manage_customers", { query: listCustomersQuery }, async (_request, { scope, query }) => {
  const key = decodeCursor(query.cursor);
  const after = key ? { createdAt: String(key[0]), id: String(key[1]) } : null;
  const rows = await listCustomersPage(
    scope,
    { q: query.q, status: query.status, tag: query.tag, portal: query.portal_access_status, includeArchived: true },
    { limit: query.limit, after },
  );
  const hasMore = rows.length > query.limit;
  const shown = rows.slice(0, query.limit);
  const last = shown[shown.length - 1];
  return Response.json({
    data: shown.map(customerToJson),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor([last.cursor.createdAt, last.cursor.id]) : null,
  });
});

/** POST /api/v1/customers — create a customer (manage_customers; Idempotency-Key honoured). */
export const POST = apiRoute("manage_customers", { body: createCustomerBody }, async (_request, { scope, body }) =>
  Response.json(customerToJson(await createCustomer(scope, customerDataFromBody(body))), { status: 201 }),
);
