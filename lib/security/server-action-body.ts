import { isWellFormedMultipartReply, isWellFormedTextReply } from "./flight-reply-shape";

/** Next's default serverActions.bodySizeLimit ("1mb"): it refused larger bodies with a 500. */
export const MAX_SERVER_ACTION_BYTES = 1024 * 1024;

export type ServerActionRefusal = { status: 400 | 403 | 413; message: string };

const refusal = (status: ServerActionRefusal["status"], message: string): ServerActionRefusal => ({ status, message });

/**
 * Server-action requests Next would answer with a 500, refused by the proxy with a 4xx instead
 * (Next decodes the body itself, before any of our code runs):
 * - from a foreign Origin (Next's CSRF check threw): 403;
 * - larger than Next's limit: 413;
 * - a body React's client could not have sent (lib/security/flight-reply-shape.ts): 400. The
 *   client sends the arguments as JSON text (text/plain) or, when one holds a file, a Map, a
 *   Set or FormData, as multipart/form-data;
 * - a form posted without JavaScript to a page naming an action (`$ACTION_ID_…`,
 *   `$ACTION_REF_…`): 400, since no form of ours posts without JavaScript (no `<form action={…}>`).
 */
export async function serverActionRefusal(request: Request): Promise<ServerActionRefusal | null> {
  if (request.method !== "POST") return null;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const fetchAction = request.headers.has("next-action");
  const formPost = !fetchAction && !new URL(request.url).pathname.startsWith("/api/") && (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded"));
  if (!fetchAction && !formPost) return null;
  if (fetchAction && isForeignOrigin(request)) return refusal(403, "Forbidden: cross-site server action");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_SERVER_ACTION_BYTES) return refusal(413, "Payload Too Large: server action");

  let bytes: ArrayBuffer;
  try {
    bytes = await request.clone().arrayBuffer();
  } catch {
    return refusal(400, "Bad Request: malformed server action");
  }
  if (bytes.byteLength > MAX_SERVER_ACTION_BYTES) return refusal(413, "Payload Too Large: server action");
  const malformed = refusal(400, "Bad Request: malformed server action");
  if (formPost) {
    const form = await formOf(bytes, request.headers.get("content-type") ?? "");
    if (form && [...form.keys()].some((name) => name.startsWith("$ACTION_"))) return malformed;
    return null;
  }
  if (type.startsWith("text/plain")) return isWellFormedTextReply(new TextDecoder().decode(bytes)) ? null : malformed;
  if (type.startsWith("multipart/form-data")) {
    const form = await formOf(bytes, request.headers.get("content-type") ?? "");
    return form && isWellFormedMultipartReply(form) ? null : malformed;
  }
  return malformed;
}

/**
 * Next's own check (app-render/action-handler.ts): the Origin's host must equal the first
 * X-Forwarded-Host, else the Host header, exactly; a request without an Origin passes.
 */
function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded || request.headers.get("host");
  try {
    return !host || new URL(origin).host !== host;
  } catch {
    return true;
  }
}

async function formOf(bytes: ArrayBuffer, contentType: string): Promise<FormData | null> {
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    return null;
  }
}
