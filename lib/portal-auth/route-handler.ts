import "server-only";
import { NextResponse } from "next/server";
import { PORTAL_AUTH_ERROR_STATUS, PortalAuthError } from "./auth-error";

/** Portal auth bodies are a handful of short fields; anything bigger is refused unread. */
export const MAX_BODY_BYTES = 16 * 1024;

export type JsonBody = Record<string, unknown>;

/** `{ success: false, message }` with a status: the one error shape of the portal API (DESIGN.md). */
export function failure(status: number, message: string): NextResponse {
  return NextResponse.json({ success: false, message }, { status, headers: { "cache-control": "no-store" } });
}

/**
 * Reads a JSON object body with a size cap. JSON only: it is what the spec's clients send,
 * and refusing form and text posts keeps a cross-site form from driving these endpoints.
 */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type.trim())) throw new PortalAuthError("invalid", "Content-Type must be application/json");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new BodyTooLargeError();
  const text = await readCapped(request);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new PortalAuthError("invalid", "Invalid JSON body");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new PortalAuthError("invalid", "Request body must be a JSON object");
  }
  return body as JsonBody;
}

class BodyTooLargeError extends Error {}

async function readCapped(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Runs a portal-auth route handler: typed refusals become their status with the spec's
 * message, an oversized body 413; anything else is a bug, logged and answered without
 * its text.
 */
export async function handlePortalAuthRoute(run: () => Promise<NextResponse>): Promise<NextResponse> {
  try {
    const response = await run();
    response.headers.set("cache-control", "no-store");
    return response;
  } catch (error) {
    if (error instanceof PortalAuthError) return failure(PORTAL_AUTH_ERROR_STATUS[error.code], error.message);
    if (error instanceof BodyTooLargeError) return failure(413, "Request body too large");
    console.error("portal auth route failed", error);
    return failure(500, "Server error. Please try again later.");
  }
}
