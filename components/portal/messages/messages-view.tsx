"use client";

import { MessageSquare } from "@/components/icons";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { Card } from "@/components/ui/card";
import { sendMessageAction } from "@/lib/portal/actions/send-message";
import type { ConversationView, FileAttachmentView } from "@/lib/messaging/message-views";
import { PageHeader } from "../page-header";
import { MessageBubble } from "./message-bubble";
import { MessageComposer } from "./message-composer";
import { mergeMessages, useLiveMessages } from "./use-live-messages";

type Props = {
  conversation: ConversationView | null;
  customerName: string;
  businessName: string;
  timeZone?: string;
  basePath?: string;
  demo?: boolean;
};

/** Spec §2 /messages: one conversation with the business in a 600 px card, live. */
export function MessagesView({ conversation, customerName, businessName, timeZone, basePath = "", demo = false }: Props) {
  const [messages, setMessages] = useLiveMessages(conversation?.messages ?? [], conversation?.id ?? null, !demo);
  const scroller = useRef<HTMLDivElement>(null);

  // Keep the newest message in view (scrolling the card only, never the page).
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  async function send(content: string, attachments: FileAttachmentView[], clientMessageId: string): Promise<boolean> {
    if (!conversation) return false;
    const result = await sendMessageAction({
      conversationId: conversation.id,
      content,
      fileIds: attachments.map((a) => a.id),
      clientMessageId,
    }).catch(() => null);
    if (result?.ok) {
      setMessages((current) => mergeMessages(current, [result.data]));
      toast.success("Message sent");
      return true;
    }
    toast.error(result?.code === "unauthenticated" ? "Session expired. Please login again." : (result?.message ?? "Failed to send message"));
    return false;
  }

  const label = (senderType: string) => (senderType === "customer" ? customerName : senderType === "system" ? "System" : businessName);

  return (
    <div>
      <PageHeader title="Messages" description={`Your conversation with ${businessName}.`} />
      <Card className="flex h-[600px] flex-col gap-0 overflow-hidden py-0" data-testid="conversation">
        <div ref={scroller} className="flex-1 overflow-y-auto p-4" aria-live="polite" aria-relevant="additions" tabIndex={0} aria-label="Conversation">
          {messages.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-slate-600">
              <MessageSquare className="size-10 text-slate-400" aria-hidden="true" />
              <p className="font-medium text-slate-900">No messages yet</p>
              <p className="text-sm">Send us a message and we will get back to you.</p>
            </div>
          ) : (
            <ol className="flex flex-col gap-4">
              {messages.map((m) => (
                <MessageBubble
                  key={m.id}
                  message={m}
                  mine={m.senderType === "customer"}
                  senderLabel={label(m.senderType)}
                  timeZone={timeZone}
                  basePath={basePath}
                />
              ))}
            </ol>
          )}
        </div>
        <MessageComposer conversationId={conversation?.id ?? null} demo={demo} onSend={send} />
      </Card>
    </div>
  );
}
