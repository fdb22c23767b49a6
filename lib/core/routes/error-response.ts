import type { ActionFailure } from "@/lib/foundation/action-result";
import { RETRY_AFTER_SECONDS } from "@/lib/foundation/database-unavailable";

/**
 * The error bodies of our HTTP APIs: the spec's portal functions answer
 * `{ success: false, message }` (DESIGN.md "HTTP API"); the business REST API v1 answers
 * `{ error: { code, message } }`.
 */
export type ErrorFormat = "portal" | "api";

export function errorResponse(format: ErrorFormat, refusal: Pick<ActionFailure, "status" | "code" | "message">): Response {
  const body = format === "api" ? { error: { code: refusal.code, message: refusal.message } } : { success: false, message: refusal.message };
  const headers: Record<string, string> = { "cache-control": "no-store" };
  // 503 is "temporarily unavailable" (issue 44 item 3): tell the client when to try again.
  if (refusal.status === 503) headers["retry-after"] = String(RETRY_AFTER_SECONDS);
  return Response.json(body, { status: refusal.status, headers });
}
