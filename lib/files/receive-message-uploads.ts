import "server-only";
import { MAX_ATTACHMENT_BYTES, MAX_UPLOAD_REQUEST_BYTES, attachmentTooLargeMessage } from "@/lib/messaging/attachment-rules";
import { MAX_ATTACHMENTS_PER_MESSAGE } from "@/lib/messaging/message-schema";
import type { FileAttachmentView } from "@/lib/messaging/message-views";
import { FileRejectedError, classifyFile } from "./file-rules";
import { removeSavedFiles } from "./remove-saved-files";
import { saveFile, type SaveFileInput } from "./save-file";
import { getStorage } from "./storage/storage";
import { isStorageFull } from "./storage/storage-errors";

export type UploadOutcome = { ok: true; files: FileAttachmentView[] } | { ok: false; status: number; message: string };

const refuse = (status: number, message: string): UploadOutcome => ({ ok: false, status, message });

/**
 * Message attachments from a multipart request (field "files", several allowed), for the
 * portal and the inbox alike: at most ten, each at most 10 MB and of an accepted type checked
 * by its content (spec §5). Every file is checked before any is stored, so a refused one
 * leaves no stored siblings behind. Storing is all or nothing too (issue 44 item 5): when a
 * file fails to store, the ones stored before it are removed, rows and bytes, and a full disk
 * answers 507 "Failed to upload {file}". `urlOf` gives the caller's own download path.
 */
export async function receiveMessageUploads(
  request: Request,
  scope: { businessId: string },
  uploadedBy: SaveFileInput["uploadedBy"],
  urlOf: (fileId: string) => string,
): Promise<UploadOutcome> {
  // Refuse oversized bodies before reading them (the per-file rule below gives the precise
  // message). Longer bodies would arrive cut by the proxy: the composers send one file per request.
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_UPLOAD_REQUEST_BYTES) return refuse(413, "Failed to upload files");
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return refuse(400, "Failed to upload files");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, "Failed to upload files");
  }
  const files = form.getAll("files").filter((v): v is File => typeof v !== "string");
  if (files.length === 0) return refuse(400, "Failed to upload files");
  if (files.length > MAX_ATTACHMENTS_PER_MESSAGE) return refuse(400, `At most ${MAX_ATTACHMENTS_PER_MESSAGE} files per message`);
  const tooLarge = files.find((f) => f.size > MAX_ATTACHMENT_BYTES);
  if (tooLarge) return refuse(413, attachmentTooLargeMessage(tooLarge.name));

  const loaded = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      await classifyFile(file.name, bytes);
    } catch (error) {
      if (error instanceof FileRejectedError) return refuse(error.code === "file_too_large" ? 413 : 400, error.message);
      throw error;
    }
    loaded.push({ name: file.name, bytes });
  }

  const storage = getStorage();
  const saved: FileAttachmentView[] = [];
  for (const file of loaded) {
    try {
      const row = await saveFile(scope, { name: file.name, bytes: file.bytes, uploadedBy }, { storage });
      saved.push({ type: "file", id: row.id, name: row.name, url: urlOf(row.id), size: row.size, mime_type: row.mimeType });
    } catch (error) {
      await removeSavedFiles(scope, saved.map((f) => f.id), storage).catch((cleanup) => console.error("upload cleanup failed", cleanup));
      if (error instanceof FileRejectedError) return refuse(error.code === "file_too_large" ? 413 : 400, error.message);
      console.error("upload failed", error);
      return refuse(isStorageFull(error) ? 507 : 500, `Failed to upload ${file.name}`);
    }
  }
  return { ok: true, files: saved };
}
