"use client";

import { Paperclip, Send, X } from "@/components/icons";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ACCEPTED_ATTACHMENTS, MAX_ATTACHMENT_BYTES, attachmentTooLargeMessage } from "@/lib/messaging/attachment-rules";
import { MAX_ATTACHMENTS_PER_MESSAGE } from "@/lib/messaging/message-limits";
import type { FileAttachmentView } from "@/lib/messaging/message-views";
import { newClientMessageId } from "@/lib/messaging/new-client-message-id";
import { DEMO_DISABLED_MESSAGE } from "../demo-notice";

type Props = {
  conversationId: string | null;
  demo?: boolean;
  /** `clientMessageId` is the same on every retry of one send, so the server writes it once. */
  onSend: (content: string, attachments: FileAttachmentView[], clientMessageId: string) => Promise<boolean>;
  /** Where files are uploaded: the portal's route, or the inbox's. */
  uploadUrl?: string;
  /** Something besides text and files is ready to send (the inbox's quote and invoice links). */
  hasExtras?: boolean;
  /** Text to add to the message box (the inbox's saved replies); a new `key` inserts again. */
  insertion?: { text: string; key: number } | null;
};

/**
 * Spec §5 "Message": Enter sends, Shift+Enter is a new line; nothing is sent while empty
 * (after trimming) without attachments, without a conversation, or while sending/uploading.
 */
export function MessageComposer({ conversationId, demo = false, onSend, uploadUrl = "/api/portal/uploads", hasExtras = false, insertion = null }: Props) {
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!insertion) return;
    setText((current) => (current.trim() ? `${current.trimEnd()}\n\n${insertion.text}` : insertion.text));
    box.current?.focus();
  }, [insertion]);
  const [attachments, setAttachments] = useState<FileAttachmentView[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The id of the send in progress or last failed (issue 44 item 6): a retry after a lost
  // answer reuses it; once the message changes or is sent, the next send gets a new one.
  const sendId = useRef<string | null>(null);
  useEffect(() => {
    sendId.current = null;
  }, [text, attachments, hasExtras]);

  const canSend = !demo && !!conversationId && !sending && !uploading && (text.trim().length > 0 || attachments.length > 0 || hasExtras);

  async function send() {
    if (!canSend) return;
    setSending(true);
    sendId.current ??= newClientMessageId();
    const ok = await onSend(text.trim(), attachments, sendId.current);
    setSending(false);
    if (ok) {
      sendId.current = null;
      setText("");
      setAttachments([]);
    }
  }

  async function pick(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = "";
    if (files.length === 0) return;
    const tooLarge = files.find((f) => f.size > MAX_ATTACHMENT_BYTES);
    if (tooLarge) {
      toast.error(attachmentTooLargeMessage(tooLarge.name));
      return;
    }
    if (attachments.length + files.length > MAX_ATTACHMENTS_PER_MESSAGE) {
      toast.error(`At most ${MAX_ATTACHMENTS_PER_MESSAGE} files per message`);
      return;
    }
    setUploading(true);
    // Uploading code arrives with the first file picked (the pages' first-load JS budget).
    const { uploadFiles } = await import("./upload-files");
    const result = await uploadFiles(uploadUrl, files);
    setUploading(false);
    if ("error" in result) {
      toast.error(result.error);
      return;
    }
    setAttachments((current) => [...current, ...result]);
    toast.success(`${result.length} file(s) uploaded successfully`);
  }

  return (
    <div className="border-t bg-white p-3">
      {attachments.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Files to send">
          {attachments.map((a) => (
            <li key={a.id} className="flex items-center gap-1 rounded-full border bg-slate-50 py-0.5 pr-1 pl-3 text-xs">
              <span className="max-w-40 truncate">{a.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={`Remove ${a.name}`}
                onClick={() => setAttachments((current) => current.filter((x) => x.id !== a.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPTED_ATTACHMENTS}
          className="sr-only"
          id="message-attachments"
          aria-label="Attach files"
          tabIndex={-1}
          onChange={(e) => void pick(e.target.files)}
          disabled={demo || uploading}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Attach files"
          disabled={demo || uploading || !conversationId}
          onClick={() => fileInput.current?.click()}
        >
          {uploading ? <Spinner label="Uploading" /> : <Paperclip aria-hidden="true" />}
        </Button>
        <Textarea
          ref={box}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
          placeholder={demo ? DEMO_DISABLED_MESSAGE : "Type your message…"}
          aria-label="Message"
          aria-describedby="composer-hint"
          rows={2}
          maxLength={5000}
          disabled={demo}
          className="max-h-40 min-h-10 flex-1 resize-none"
        />
        <span id="composer-hint" className="sr-only">
          Enter sends the message; Shift+Enter starts a new line.
        </span>
        <Button type="button" onClick={() => void send()} disabled={!canSend} aria-label="Send message">
          {sending ? <Spinner label="Sending" /> : <Send aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}
