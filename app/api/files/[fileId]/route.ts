import { authenticatePortalRequest, isPortalAuthFailure, portalAuthErrorResponse } from "@/lib/portal-auth/api-auth";
import { getCustomerFile } from "@/lib/portal/get-customer-file";
import { getStorage } from "@/lib/storage/storage";

export const dynamic = "force-dynamic";

/** Shown in the browser; everything else is a download. SVG never reaches here (not accepted). */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif", "application/pdf"]);

function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /api/files/{fileId}: a stored file, only for the conversation's participants (and the
 * customer whose job a photo documents), with safe headers: the sniffed type, nosniff, a
 * Content-Disposition, and a sandboxing CSP so nothing in a file can run on our origin.
 */
export async function GET(request: Request, { params }: { params: Promise<{ fileId: string }> }) {
  const auth = await authenticatePortalRequest(request);
  if (isPortalAuthFailure(auth)) return portalAuthErrorResponse(auth);
  const { fileId } = await params;
  const file = await getCustomerFile({ businessId: auth.business.id, customerId: auth.customer.id }, fileId);
  if (!file) return Response.json({ success: false, message: "The requested resource was not found." }, { status: 404 });
  const object = await getStorage().getObject(file.storageKey);
  if (!object) return Response.json({ success: false, message: "The requested resource was not found." }, { status: 404 });
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
