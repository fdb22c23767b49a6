import "server-only";
import { DomainError } from "@/lib/foundation/domain-error";
import { containsNulByte, INVALID_VALUE_MESSAGE } from "@/lib/foundation/input-guard";

/** JSON bodies of our APIs are small; anything bigger is refused unread. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export type JsonBody = Record<string, unknown>;

/**
 * Reads a JSON object body with a size cap. JSON only: refusing form and text posts keeps a
 * cross-site form from driving our endpoints with a cookie. NUL bytes are refused (Postgres
 * text cannot hold them).
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type.trim())) throw new DomainError("invalid", "Content-Type must be application/json");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new DomainError("too_large", "Request body too large");
  const text = await readCapped(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError("invalid", "Invalid JSON body");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new DomainError("invalid", "Request body must be a JSON object");
  }
  if (containsNulByte(body)) throw new DomainError("invalid", INVALID_VALUE_MESSAGE);
  return body as JsonBody;
}

/** A raw text body with a size cap (a signed webhook's signature covers the exact bytes). */
export async function readTextBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new DomainError("too_large", "Request body too large");
  return readCapped(request, maxBytes);
}

async function readCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new DomainError("too_large", "Request body too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Sign-in style bodies (credentials, tokens) are a handful of short fields. */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;
