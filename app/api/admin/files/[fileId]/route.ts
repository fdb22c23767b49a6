import { DomainError } from "@/lib/foundation/domain-error";
import { param } from "@/lib/core/routes/define-route";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { fileResponse } from "@/lib/files/file-response";
import { getBusinessMessageFile } from "@/lib/files/get-business-message-file";

export const dynamic = "force-dynamic";

/** GET /api/admin/files/{fileId}: a message attachment of the staff member's business (view_messages). */
export const GET = staffRoute("view_messages", async (request, { businessId, params }) => {
  const file = await getBusinessMessageFile({ businessId }, param(params, "fileId"));
  const response = file ? await fileResponse(request, file) : null;
  if (!response) throw new DomainError("not_found", "The requested resource was not found.");
  return response;
});
