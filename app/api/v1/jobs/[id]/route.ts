import { jobToJson, updateBodyToInput, updateJobBody } from "@/lib/api/v1/jobs/jobs-schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import type { RouteParams } from "@/lib/core/routes/define-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { findJobSeries } from "@/lib/scheduling/jobs/list-job-series-page";
import { updateJob } from "@/lib/scheduling/jobs/update-job";

function jobIdOf(params: RouteParams): string {
  const id = params.id;
  if (typeof id !== "string" || !isUuid(id)) throw new DomainError("not_found", "Job not found");
  return id;
}

/** GET /api/v1/jobs/{id} (view_jobs); another business's id is "not found". */
export const GET = apiRoute("view_jobs", {}, async (_request, { scope, params }) => {
  const job = await findJobSeries(scope, jobIdOf(params));
  if (!job) throw new DomainError("not_found", "Job not found");
  return Response.json(jobToJson(job));
});

/** PATCH /api/v1/jobs/{id} — change the whole job; upcoming untouched visits follow (manage_schedule). */
export const PATCH = apiRoute("manage_schedule", { body: updateJobBody }, async (_request, { scope, params, body }) => {
  const { id } = await updateJob(scope, updateBodyToInput(jobIdOf(params), body));
  return Response.json(jobToJson((await findJobSeries(scope, id))!));
});
