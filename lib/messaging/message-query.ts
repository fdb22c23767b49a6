import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import type { AttachmentView, MessageView } from "./message-views";

/**
 * Messages with their attachments (files, quote links, invoice links) in one query: the
 * attachments come from a correlated JSON subquery, so the count of queries never grows
 * with the number of messages. Not `server-only`: send-business-message (callable from
 * scripts and tests in another process) reads through it with its own `db`.
 */
type RawAttachment = {
  kind: "file" | "quote_link" | "invoice_link";
  fileId: string | null;
  name: string | null;
  size: number | null;
  mimeType: string | null;
  quoteId: string | null;
  quoteNumber: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
};

type RawMessage = {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  sender_type: MessageView["senderType"];
  content: string;
  message_type: MessageView["messageType"];
  read_by: string[];
  created_at: Date | string;
  updated_at: Date | string;
  attachments: RawAttachment[] | null;
};

export async function selectMessages(db: DbOrTx, where: SQL, tail: SQL = sql``): Promise<MessageView[]> {
  const rows = await db.execute<RawMessage>(sql`
    select m.id, m.conversation_id, m.sender_id, m.sender_type, m.content, m.message_type, m.read_by,
           m.created_at, m.updated_at,
           (select json_agg(json_build_object(
                     'kind', a.kind, 'fileId', f.id, 'name', f.name, 'size', f.size, 'mimeType', f.mime_type,
                     'quoteId', q.id, 'quoteNumber', q.quote_number, 'invoiceId', i.id, 'invoiceNumber', i.invoice_number)
                   order by a.created_at, array_position(array['file','quote_link','invoice_link'], a.kind), a.id)
            from message_attachments a
            left join files f on f.id = a.file_id and f.business_id = a.business_id
            left join quotes q on q.id = a.quote_id and q.business_id = a.business_id
            left join invoices i on i.id = a.invoice_id and i.business_id = a.business_id
            where a.business_id = m.business_id and a.message_id = m.id) as attachments
    from messages m
    where ${where}
    ${tail}`);
  return rows.map(toMessageView);
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toAttachment(a: RawAttachment): AttachmentView | null {
  if (a.kind === "file" && a.fileId) {
    return {
      type: "file",
      id: a.fileId,
      name: a.name ?? "file",
      url: `/api/files/${a.fileId}`,
      size: Number(a.size ?? 0),
      mime_type: a.mimeType ?? "application/octet-stream",
    };
  }
  if (a.kind === "quote_link" && a.quoteId) return { type: "quote_link", quote_id: a.quoteId, quote_number: a.quoteNumber };
  if (a.kind === "invoice_link" && a.invoiceId) {
    return { type: "invoice_link", invoice_id: a.invoiceId, invoice_number: a.invoiceNumber };
  }
  // A deleted file or document leaves nothing to show.
  return null;
}

export function toMessageView(row: RawMessage): MessageView {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    senderType: row.sender_type,
    content: row.content,
    messageType: row.message_type,
    readBy: row.read_by ?? [],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    attachments: (row.attachments ?? []).map(toAttachment).filter((a): a is AttachmentView => a !== null),
  };
}

/** `array[...]::uuid[]` of ids, safe for an empty list. */
export function uuidArray(ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`'{}'::uuid[]`;
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;
}
