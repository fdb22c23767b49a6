import { customerRoute } from "@/lib/core/routes/customer-route";
import { param } from "@/lib/core/routes/define-route";
import { fileResponse } from "@/lib/files/file-response";
import { getCustomerFile } from "@/lib/files/get-customer-file";

export const dynamic = "force-dynamic";

const notFound = () => Response.json({ success: false, message: "The requested resource was not found." }, { status: 404 });

/**
 * GET /api/files/{fileId}: a stored file, only for the conversation's participants (and the
 * customer whose job a photo documents), with safe headers (lib/files/file-response).
 */
export const GET = customerRoute(async (request, { scope, params }) => {
  const file = await getCustomerFile(scope, param(params, "fileId"));
  return (file && (await fileResponse(request, file))) ?? notFound();
});
