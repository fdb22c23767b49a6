import { FileText, Paperclip, Receipt } from "@/components/icons";
import Link from "next/link";
import { formatMessageTime } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import type { AttachmentView, MessageView } from "@/lib/messaging/message-views";
import { cn } from "@/lib/utils";

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Attachment({ attachment, mine, basePath }: { attachment: AttachmentView; mine: boolean; basePath: string }) {
  const linkClass = cn(
    "inline-flex items-center gap-2 rounded-md border px-2 py-1 text-sm underline-offset-4 hover:underline",
    mine ? "border-white/40 text-brand-foreground" : "border-slate-300 bg-white text-slate-900",
  );
  if (attachment.type === "quote_link") {
    return (
      <Link href={`${basePath}/quotes/${attachment.quote_id}`} className={linkClass}>
        <FileText className="size-4" aria-hidden="true" /> Quote #{displayDocumentNumber(attachment.quote_number, attachment.quote_id)}
      </Link>
    );
  }
  if (attachment.type === "invoice_link") {
    return (
      <Link href={`${basePath}/invoices/${attachment.invoice_id}`} className={linkClass}>
        <Receipt className="size-4" aria-hidden="true" /> Invoice #{displayDocumentNumber(attachment.invoice_number, attachment.invoice_id)}
      </Link>
    );
  }
  const image = attachment.mime_type.startsWith("image/");
  return (
    <a href={attachment.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={attachment.url} alt="" className="size-10 rounded object-cover" loading="lazy" />
      ) : (
        <Paperclip className="size-4" aria-hidden="true" />
      )}
      <span className="max-w-48 truncate">{attachment.name}</span>
      <span className="text-xs opacity-80">({formatSize(attachment.size)})</span>
    </a>
  );
}

/** One message; the text is rendered as text (never HTML), links come from typed attachments. */
export function MessageBubble({ message, mine, senderLabel, timeZone, basePath = "" }: {
  message: MessageView;
  mine: boolean;
  senderLabel: string;
  timeZone?: string;
  basePath?: string;
}) {
  const seen = mine && message.readBy.some((id) => id !== message.senderId);
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")} data-testid="message" data-sender={message.senderType}>
      <span className="text-xs text-slate-600">
        {senderLabel} · <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, timeZone)}</time>
      </span>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2 text-sm shadow-sm sm:max-w-[70%]",
          mine ? "rounded-br-sm bg-brand text-brand-foreground" : "rounded-bl-sm border bg-slate-100 text-slate-900",
          message.senderType === "system" && "italic",
        )}
      >
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        {message.attachments.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-1" aria-label="Attachments">
            {message.attachments.map((a, i) => (
              <li key={`${a.type}-${i}`}>
                <Attachment attachment={a} mine={mine} basePath={basePath} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {mine ? <span className="text-xs text-slate-600">{seen ? "Seen" : "Sent"}</span> : null}
    </li>
  );
}
