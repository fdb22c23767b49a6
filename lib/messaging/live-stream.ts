import "server-only";
import { listMessagesSince } from "./list-messages-since";
import { markConversationRead } from "./mark-conversation-read";
import type { MessageView } from "./message-views";
import type { CustomerScope } from "@/lib/foundation/scope";

export const POLL_INTERVAL_MS = 1000;
/** Rows committed slightly out of created_at order are still caught: each poll looks back this far. */
export const OVERLAP_MS = 5000;
/** EventSource reconnects by itself; a bounded stream re-checks the session on every reconnect. */
export const STREAM_LIFETIME_MS = 5 * 60 * 1000;
const HEARTBEAT_MS = 15_000;

/**
 * Live updates for one conversation as Server-Sent Events. It polls the database (one indexed
 * query per second) instead of LISTEN/NOTIFY, so it works with several app instances sharing
 * a database and on the embedded PGlite. Business messages it delivers are marked read: the
 * page is open.
 */
export function conversationEventStream({
  scope,
  conversationId,
  after,
  signal,
  markRead = true,
}: {
  scope: CustomerScope;
  conversationId: string;
  after: Date;
  signal: AbortSignal;
  /** False for a staff preview: watching must not record the customer's read receipts. */
  markRead?: boolean;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const sent = new Set<string>();
  let cursor = after;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startedAt = Date.now();
  let lastWrite = Date.now();

  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        if (timer) clearTimeout(timer);
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      signal.addEventListener("abort", close);
      const write = (chunk: string) => {
        controller.enqueue(encoder.encode(chunk));
        lastWrite = Date.now();
      };
      write(`retry: 1000\n\n`);

      const poll = async () => {
        if (closed || signal.aborted) return close();
        try {
          const since = new Date(cursor.getTime() - OVERLAP_MS);
          const fresh = (await listMessagesSince(scope, conversationId, since)).filter((m) => !sent.has(m.id));
          if (fresh.length > 0) {
            const unreadFromBusiness = fresh.some((m) => m.senderType !== "customer" && !m.readBy.includes(scope.customerId));
            let delivered: MessageView[] = fresh;
            if (unreadFromBusiness && markRead) {
              const read = new Set(await markConversationRead(scope, conversationId));
              delivered = fresh.map((m) => (read.has(m.id) ? { ...m, readBy: [...m.readBy, scope.customerId] } : m));
            }
            for (const m of delivered) sent.add(m.id);
            const newest = delivered.at(-1)!.createdAt;
            if (new Date(newest) > cursor) cursor = new Date(newest);
            write(`id: ${cursor.toISOString()}\nevent: messages\ndata: ${JSON.stringify(delivered)}\n\n`);
          } else if (Date.now() - lastWrite > HEARTBEAT_MS) {
            write(`: keep-alive\n\n`);
          }
        } catch (error) {
          console.error("message stream poll failed", error);
        }
        if (Date.now() - startedAt > STREAM_LIFETIME_MS) return close();
        if (!closed) timer = setTimeout(poll, POLL_INTERVAL_MS);
      };
      void poll();
    },
    cancel() {
      if (timer) clearTimeout(timer);
    },
  });
}
