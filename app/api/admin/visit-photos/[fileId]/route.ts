import { DomainError } from "@/lib/foundation/domain-error";
import { param } from "@/lib/core/routes/define-route";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { fileResponse } from "@/lib/files/file-response";
import { getVisitPhotoFile } from "@/lib/scheduling/visit-photos/get-visit-photo-file";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/visit-photos/{fileId}: a before/after photo of a visit of the staff member's
 * business — to whoever sees visits (view_jobs, manage_schedule) or customers (manage_customers:
 * the customer page shows their recent visits' photos).
 */
export const GET = staffRoute(["view_jobs", "manage_schedule", "manage_customers"], async (request, { businessId, params }) => {
  const file = await getVisitPhotoFile({ businessId }, param(params, "fileId"));
  const response = file ? await fileResponse(request, file) : null;
  if (!response) throw new DomainError("not_found", "The requested resource was not found.");
  return response;
});
