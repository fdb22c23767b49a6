import * as schema from "../schema";
import type { SeedContext } from "./context";

export type SeedAttachment =
  | { kind: "file"; fileId: string }
  | { kind: "quote_link"; quoteId: string }
  | { kind: "invoice_link"; invoiceId: string };

export type SeedMessage = {
  at: Date;
  sender: { type: "customer" | "business" | "system"; id: string | null };
  content: string;
  /** Everyone (customer or user ids) who has read it. */
  readBy: string[];
  attachments?: SeedAttachment[];
};

/** The single conversation of a customer with their business, with its messages in order. */
export async function insertConversation(
  ctx: SeedContext,
  party: { businessId: string; customerId: string },
  messages: SeedMessage[],
) {
  const ordered = [...messages].sort((a, b) => a.at.getTime() - b.at.getTime());
  const [conversation] = await ctx.tx
    .insert(schema.conversations)
    .values({
      businessId: party.businessId,
      customerId: party.customerId,
      lastMessageAt: ordered.at(-1)?.at ?? null,
      createdAt: ordered[0]?.at ?? ctx.now,
      updatedAt: ordered.at(-1)?.at ?? ctx.now,
    })
    .returning();
  for (const message of ordered) {
    const hasFile = message.attachments?.some((a) => a.kind === "file") ?? false;
    const [row] = await ctx.tx
      .insert(schema.messages)
      .values({
        businessId: party.businessId,
        conversationId: conversation.id,
        senderType: message.sender.type,
        senderId: message.sender.id,
        content: message.content,
        messageType: hasFile ? "file" : "text",
        readBy: message.readBy,
        createdAt: message.at,
        updatedAt: message.at,
      })
      .returning({ id: schema.messages.id });
    for (const attachment of message.attachments ?? []) {
      await ctx.tx.insert(schema.messageAttachments).values({
        businessId: party.businessId,
        messageId: row.id,
        kind: attachment.kind,
        fileId: attachment.kind === "file" ? attachment.fileId : null,
        quoteId: attachment.kind === "quote_link" ? attachment.quoteId : null,
        invoiceId: attachment.kind === "invoice_link" ? attachment.invoiceId : null,
        createdAt: message.at,
      });
    }
  }
  return conversation;
}
