import { decodeCursor, pageOf } from "@/lib/api/pagination";
import { serviceCreateBody, servicesListQuery, serviceToJson } from "@/lib/api/v1/services/service-schema";
import { createService } from "@/lib/catalog/create-service";
import { listServicesPage } from "@/lib/catalog/list-services-page";
import { apiRoute } from "@/lib/core/routes/api-route";

/** GET /api/v1/services — the business's services in its order (manage_services). */
export const GET = apiRoute("manage_services", { query: servicesListQuery }, async (_request, { scope, query }) => {
  const rows = await listServicesPage(scope, {
    limit: query.limit,
    after: decodeCursor(query.cursor),
    active: query.active === undefined ? undefined : query.active === "true",
  });
  return Response.json(pageOf(rows, query.limit, (row) => [row.sortOrder, row.id], serviceToJson));
});

/** POST /api/v1/services — add a service at the end of the list (manage_services). */
export const POST = apiRoute("manage_services", { body: serviceCreateBody }, async (_request, { scope, body }) => {
  const service = await createService(scope, {
    name: body.name,
    description: body.description,
    price: body.price,
    billingMethod: body.billing_method,
    isRecurring: body.is_recurring,
    recurringInterval: body.recurring_interval,
    durationMinutes: body.duration_minutes,
    tags: body.tags,
    active: body.active,
  });
  return Response.json(serviceToJson(service), { status: 201 });
});
