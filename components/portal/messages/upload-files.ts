import type { FileAttachmentView } from "@/lib/messaging/message-views";

/**
 * Uploads through the authorising route (the portal's or the inbox's), one file per request: a
 * request body may hold one 10 MB file and its multipart framing (next.config.ts
 * proxyClientMaxBodySize), so several 10 MB files per message go up one after another. The
 * stored files are then attached by id.
 */
export async function uploadFiles(url: string, files: File[]): Promise<FileAttachmentView[] | { error: string }> {
  const uploaded: FileAttachmentView[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append("files", file, file.name);
    const response = await fetch(url, { method: "POST", body }).catch(() => null);
    const json = (await response?.json().catch(() => null)) as
      | { files?: FileAttachmentView[]; message?: string; error?: { message?: string } }
      | null;
    if (!(response?.ok && json?.files)) {
      return { error: json?.message ?? json?.error?.message ?? (files.length === 1 ? `Failed to upload ${file.name}` : "Failed to upload files") };
    }
    uploaded.push(...json.files);
  }
  return uploaded;
}
