import { authenticatePortalRequest, isPortalAuthFailure, portalAuthErrorResponse } from "@/lib/portal-auth/api-auth";
import { MAX_ATTACHMENT_BYTES, attachmentTooLargeMessage } from "@/lib/portal/attachment-rules";
import { MAX_ATTACHMENTS_PER_MESSAGE } from "@/lib/portal/schemas/message";
import { FileRejectedError, classifyFile } from "@/lib/storage/file-rules";
import { saveFile } from "@/lib/storage/save-file";

export const dynamic = "force-dynamic";

const fail = (status: number, message: string) => Response.json({ success: false, message }, { status });

/**
 * POST /api/portal/uploads (multipart, field "files", several allowed): stores message
 * attachments for the signed-in customer. Each file is at most 10 MB and of an accepted
 * type, checked by its content (lib/storage). Answers the spec's attachment shape.
 */
export async function POST(request: Request) {
  const auth = await authenticatePortalRequest(request);
  if (isPortalAuthFailure(auth)) return portalAuthErrorResponse(auth);

  // Refuse oversized bodies before reading them (the per-file rule below gives the precise message).
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_ATTACHMENTS_PER_MESSAGE * MAX_ATTACHMENT_BYTES + 1024 * 1024) {
    return fail(413, "Failed to upload files");
  }
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return fail(400, "Failed to upload files");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(400, "Failed to upload files");
  }
  const files = form.getAll("files").filter((v): v is File => typeof v !== "string");
  if (files.length === 0) return fail(400, "Failed to upload files");
  if (files.length > MAX_ATTACHMENTS_PER_MESSAGE) return fail(400, `At most ${MAX_ATTACHMENTS_PER_MESSAGE} files per message`);
  const tooLarge = files.find((f) => f.size > MAX_ATTACHMENT_BYTES);
  if (tooLarge) return fail(413, attachmentTooLargeMessage(tooLarge.name));

  // Check every file first, so a refused one leaves no stored siblings behind.
  const loaded = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      await classifyFile(file.name, bytes);
    } catch (error) {
      if (error instanceof FileRejectedError) return fail(error.code === "file_too_large" ? 413 : 400, error.message);
      throw error;
    }
    loaded.push({ name: file.name, bytes });
  }

  const saved = [];
  for (const file of loaded) {
    try {
      const row = await saveFile(
        { businessId: auth.business.id },
        { name: file.name, bytes: file.bytes, uploadedBy: { type: "customer", id: auth.customer.id } },
      );
      saved.push({ type: "file" as const, id: row.id, name: row.name, url: `/api/files/${row.id}`, size: row.size, mime_type: row.mimeType });
    } catch (error) {
      if (error instanceof FileRejectedError) return fail(error.code === "file_too_large" ? 413 : 400, error.message);
      console.error("upload failed", error);
      return fail(500, `Failed to upload ${file.name}`);
    }
  }
  return Response.json({ success: true, files: saved });
}
