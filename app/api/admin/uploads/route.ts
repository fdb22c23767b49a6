import { DomainError } from "@/lib/foundation/domain-error";
import { isSameOrigin } from "@/lib/core/routes/same-origin";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { receiveMessageUploads } from "@/lib/files/receive-message-uploads";
import { adminFileUrl } from "@/lib/messaging/inbox/admin-file-url";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/uploads (multipart, field "files"): attachments for an inbox reply
 * (send_messages), under the same rules as the portal's uploads; attached by the reply.
 * The staff session cookie travels with cross-site requests too, so only our own pages may post.
 */
export const POST = staffRoute("send_messages", async (request, { businessId, userId }) => {
  if (!isSameOrigin(request)) throw new DomainError("forbidden", "Cross-site request refused");
  const outcome = await receiveMessageUploads(request, { businessId }, { type: "staff", id: userId }, adminFileUrl);
  if (!outcome.ok) {
    if (outcome.status === 500) throw new Error(outcome.message);
    const code = outcome.status === 413 ? "too_large" : outcome.status === 507 ? "insufficient_storage" : "invalid";
    throw new DomainError(code, outcome.message);
  }
  return Response.json({ files: outcome.files });
}, { fallback: "Failed to upload files" });
