import { jobToJson } from "@/lib/api/v1/jobs/jobs-schema";
import { conversionStatus } from "@/lib/api/v1/money/quote-conversion-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { convertQuoteToJob } from "@/lib/quotes/conversions/convert-quote-to-job";
import { findJobSeries } from "@/lib/scheduling/jobs/list-job-series-page";

/** POST /api/v1/quotes/{id}/job — the approved quote's one job: 201 when made, 200 after (manage_schedule). */
export const POST = apiRoute("manage_schedule", {}, async (_request, { scope, params, apiKeyId }) => {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Quote not found");
  const conversion = await convertQuoteToJob(scope, { quoteId: id }, { type: "api_key", apiKeyId });
  return Response.json(jobToJson((await findJobSeries(scope, conversion.id))!), { status: conversionStatus(conversion) });
});
