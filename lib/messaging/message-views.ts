/** Plain, serialisable message shapes (spec §3 Message and attachment kinds; client-safe). */
export type FileAttachmentView = { type: "file"; id: string; name: string; url: string; size: number; mime_type: string };
export type QuoteLinkView = { type: "quote_link"; quote_id: string; quote_number: string | null };
export type InvoiceLinkView = { type: "invoice_link"; invoice_id: string; invoice_number: string | null };
export type AttachmentView = FileAttachmentView | QuoteLinkView | InvoiceLinkView;

export type MessageView = {
  id: string;
  conversationId: string;
  senderId: string | null;
  senderType: "customer" | "system" | "business";
  content: string;
  messageType: "text" | "file";
  attachments: AttachmentView[];
  readBy: string[];
  createdAt: string;
  updatedAt: string;
};

export type ConversationView = { id: string; messages: MessageView[] };
