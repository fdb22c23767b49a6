import "server-only";
import { getStorage } from "./storage/storage";
import type { CustomerFile } from "./get-customer-file";

/**
 * Shown in the browser; everything else is a download. SVG never reaches here (not
 * accepted); a PDF can carry scripts, so it is always a download.
 */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]);

function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A stored file with safe headers: the sniffed type, nosniff, a Content-Disposition and a
 * sandboxing CSP so nothing in a file can run on our origin. Null when the object is gone.
 */
export async function fileResponse(request: Request, file: CustomerFile): Promise<Response | null> {
  const object = await getStorage().getObject(file.storageKey);
  if (!object) return null;
  const inline = INLINE_TYPES.has(file.mimeType) && new URL(request.url).searchParams.get("download") !== "1";
  return new Response(Buffer.from(object.bytes), {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(object.bytes.byteLength),
      "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", file.name),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      "Cache-Control": "private, max-age=300",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
