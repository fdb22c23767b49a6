import "server-only";
export { brandingOf } from "@/lib/businesses/branding-of";

/** A generated PDF as a download, never cached by shared caches. */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${safe}"`,
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

export const notFoundResponse = () => Response.json({ success: false, message: "The requested resource was not found." }, { status: 404 });
