import { customerRoute } from "@/lib/core/routes/customer-route";
import { getOrCreateConversationId } from "@/lib/messaging/get-customer-conversation";
import { conversationEventStream } from "@/lib/messaging/live-stream";

export const dynamic = "force-dynamic";

/** Earliest point a client may resume from: older history comes with the page itself. */
const MAX_RESUME_MS = 24 * 60 * 60 * 1000;

function resumePoint(request: Request): Date {
  const url = new URL(request.url);
  const raw = request.headers.get("last-event-id") ?? url.searchParams.get("after");
  const parsed = raw ? new Date(raw) : new Date();
  const floor = Date.now() - MAX_RESUME_MS;
  if (Number.isNaN(parsed.getTime())) return new Date();
  return new Date(Math.min(Math.max(parsed.getTime(), floor), Date.now()));
}

/**
 * GET /api/portal/messages/stream — Server-Sent Events with new messages of the signed-in
 * customer's conversation (cookie session on the tenant host). See lib/messaging/live-stream.
 */
export const GET = customerRoute(async (request, { scope, session }) => {
  const conversationId = await getOrCreateConversationId(scope);
  const requested = new URL(request.url).searchParams.get("conversation_id");
  if (requested && requested !== conversationId) {
    return Response.json({ success: false, message: "Conversation not found" }, { status: 404 });
  }
  const stream = conversationEventStream({ scope, conversationId, after: resumePoint(request), signal: request.signal, markRead: !session.isPreview });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the response out of compression, which would buffer the events.
      "Cache-Control": "no-cache, no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
});
