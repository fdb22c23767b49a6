import { customerRoute } from "@/lib/core/routes/customer-route";
import { receiveMessageUploads } from "@/lib/files/receive-message-uploads";

export const dynamic = "force-dynamic";

/**
 * POST /api/portal/uploads (multipart, field "files", several allowed): stores message
 * attachments for the signed-in customer. Each file is at most 10 MB and of an accepted
 * type, checked by its content (lib/files/file-rules). Answers the spec's attachment shape.
 */
export const POST = customerRoute(async (request, { business, customer }) => {
  const outcome = await receiveMessageUploads(request, { businessId: business.id }, { type: "customer", id: customer.id }, (id) => `/api/files/${id}`);
  if (!outcome.ok) return Response.json({ success: false, message: outcome.message }, { status: outcome.status });
  return Response.json({ success: true, files: outcome.files });
});
