import type { ActionFailure } from "../action-result";

/**
 * The error bodies of our HTTP APIs: the spec's portal functions answer
 * `{ success: false, message }` (DESIGN.md "HTTP API"); the business REST API v1 answers
 * `{ error: { code, message } }`.
 */
export type ErrorFormat = "portal" | "api";

export function errorResponse(format: ErrorFormat, refusal: Pick<ActionFailure, "status" | "code" | "message">): Response {
  const body = format === "api" ? { error: { code: refusal.code, message: refusal.message } } : { success: false, message: refusal.message };
  return Response.json(body, { status: refusal.status, headers: { "cache-control": "no-store" } });
}
