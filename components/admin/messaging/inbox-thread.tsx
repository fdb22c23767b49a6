"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { MessageBubble } from "@/components/portal/messages/message-bubble";
import { MessageComposer } from "@/components/portal/messages/message-composer";
import { replyToConversationAction } from "@/lib/admin/actions/inbox/reply-to-conversation";
import type { LinkableDocument } from "@/lib/messaging/inbox/list-linkable-documents";
import type { MessageView } from "@/lib/messaging/message-views";
import type { SavedReplyView } from "@/lib/messaging/saved-replies/saved-reply-schema";
import { useLiveRefresh } from "./live-refresh";

// The pickers beside the reply box come in their own chunk after the thread (the page's 150 kB
// first-load JS budget); a row of their height holds their place meanwhile.
const SavedReplyPicker = lazy(() => import("./saved-reply-picker").then((module) => ({ default: module.SavedReplyPicker })));
const DocumentLinkPicker = lazy(() => import("./document-link-picker").then((module) => ({ default: module.DocumentLinkPicker })));
const pickerRow = <div className="h-12 border-t bg-slate-50" aria-hidden="true" />;

type Props = {
  conversationId: string;
  customerName: string;
  messages: MessageView[];
  timeZone: string;
  canReply: boolean;
  documents: LinkableDocument[];
  savedReplies: SavedReplyView[];
};

/**
 * One conversation in the inbox: the messages (customer on the left, the business on the
 * right, with "Seen" once the customer has read a reply) and, for members with
 * send_messages, the composer with saved replies, files and quote / invoice links.
 */
export function InboxThread({ conversationId, customerName, messages, timeZone, canReply, documents, savedReplies }: Props) {
  const router = useRouter();
  const [links, setLinks] = useState<LinkableDocument[]>([]);
  const [insertion, setInsertion] = useState<{ text: string; key: number } | null>(null);
  const bottom = useRef<HTMLLIElement>(null);

  // New customer messages show up without a reload.
  useLiveRefresh();

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [messages.length]);

  async function send(content: string, files: { id: string }[], clientMessageId: string): Promise<boolean> {
    const result = await replyToConversationAction({
      conversationId,
      content,
      fileIds: files.map((f) => f.id),
      quoteIds: links.filter((l) => l.kind === "quote").map((l) => l.id),
      invoiceIds: links.filter((l) => l.kind === "invoice").map((l) => l.id),
      clientMessageId,
    }).catch(() => null);
    if (!result?.ok) {
      toast.error(result && !result.ok ? result.message : "Failed to send message");
      return false;
    }
    toast.success("Message sent");
    setLinks([]);
    router.refresh();
    return true;
  }

  return (
    <section className="flex h-[70vh] min-h-96 flex-col overflow-hidden rounded-xl border bg-white" aria-label={`Conversation with ${customerName}`}>
      <ol className="flex flex-1 flex-col gap-3 overflow-y-auto p-4" aria-live="polite" aria-label="Messages">
        {messages.length === 0 ? <li className="text-center text-sm text-muted-foreground">No messages yet.</li> : null}
        {messages.map((m) => (
          <MessageBubble
            key={m.id}
            message={m}
            mine={m.senderType !== "customer"}
            senderLabel={m.senderType === "customer" ? customerName : m.senderType === "system" ? "System" : "You"}
            timeZone={timeZone}
            basePath="/admin"
          />
        ))}
        <li ref={bottom} aria-hidden="true" />
      </ol>
      {canReply ? (
        <>
          <Suspense fallback={pickerRow}>
            <SavedReplyPicker replies={savedReplies} onPick={(text) => setInsertion((last) => ({ text, key: (last?.key ?? 0) + 1 }))} />
          </Suspense>
          <Suspense fallback={pickerRow}>
            <DocumentLinkPicker documents={documents} selected={links} onChange={setLinks} />
          </Suspense>
          <MessageComposer conversationId={conversationId} onSend={send} uploadUrl="/api/admin/uploads" hasExtras={links.length > 0} insertion={insertion} />
        </>
      ) : (
        <p className="border-t p-3 text-sm text-muted-foreground">You can read this conversation; replying needs the send messages permission.</p>
      )}
    </section>
  );
}
