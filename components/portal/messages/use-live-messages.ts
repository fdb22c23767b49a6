"use client";

import { useEffect, useRef, useState } from "react";
import type { MessageView } from "@/lib/messaging/message-views";

/** Merges by id and keeps chronological order (the stream may repeat a message it already sent). */
export function mergeMessages(current: MessageView[], incoming: MessageView[]): MessageView[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * The conversation's messages, kept live through the server-sent-events stream (which polls
 * the database, so it works across app instances). EventSource reconnects on its own and
 * resumes from the last event id.
 */
export function useLiveMessages(initial: MessageView[], conversationId: string | null, enabled: boolean) {
  const [messages, setMessages] = useState(initial);
  const lastSeen = useRef(initial.at(-1)?.createdAt ?? new Date().toISOString());

  useEffect(() => {
    if (!enabled || !conversationId || typeof EventSource === "undefined") return;
    const url = `/api/portal/messages/stream?conversation_id=${encodeURIComponent(conversationId)}&after=${encodeURIComponent(lastSeen.current)}`;
    const source = new EventSource(url);
    source.addEventListener("messages", (event) => {
      try {
        const incoming = JSON.parse((event as MessageEvent<string>).data) as MessageView[];
        const newest = incoming.at(-1)?.createdAt;
        if (newest && newest > lastSeen.current) lastSeen.current = newest;
        setMessages((current) => mergeMessages(current, incoming));
      } catch {
        // A malformed event is ignored; the next poll carries the state again.
      }
    });
    return () => source.close();
  }, [conversationId, enabled]);

  return [messages, setMessages] as const;
}
