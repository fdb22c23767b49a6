import { createBodyToFields, createJobBody, jobToJson, listJobsQuery } from "@/lib/api/v1/jobs/jobs-schema";
import { decodeCursor, pageOf } from "@/lib/api/pagination";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { createJob } from "@/lib/scheduling/jobs/create-job";
import { findJobSeries, listJobSeriesPage } from "@/lib/scheduling/jobs/list-job-series-page";

/** GET /api/v1/jobs — the business's jobs in creation order (view_jobs). */
export const GET = apiRoute("view_jobs", { query: listJobsQuery }, async (_request, { scope, query }) => {
  const cursor = decodeCursor(query.cursor);
  if (cursor && (cursor.length !== 2 || typeof cursor[0] !== "string" || typeof cursor[1] !== "string")) throw new DomainError("invalid", "cursor is not valid");
  const rows = await listJobSeriesPage(scope, {
    limit: query.limit + 1,
    after: cursor ? { createdAt: cursor[0] as string, id: cursor[1] as string } : null,
    customerId: query.customer_id,
  });
  return Response.json(pageOf(rows, query.limit, (row) => [row.createdAt.toISOString(), row.id], jobToJson));
});

/** POST /api/v1/jobs — create a one-off or recurring job and its visits (manage_schedule). */
export const POST = apiRoute("manage_schedule", { body: createJobBody }, async (_request, { scope, body }) => {
  const { id } = await createJob(scope, createBodyToFields(body));
  return Response.json(jobToJson((await findJobSeries(scope, id))!), { status: 201 });
});
