import { randomUUID } from "node:crypto";
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
  // Two statements for all messages and attachments: the embedded database pays per round trip.
  // Ids are chosen here so attachments never depend on the order RETURNING gives rows back.
  const ids = ordered.map(() => randomUUID());
  if (ordered.length) {
    await ctx.tx.insert(schema.messages).values(
      ordered.map((message, i) => ({
        id: ids[i],
        businessId: party.businessId,
        conversationId: conversation.id,
        senderType: message.sender.type,
        senderId: message.sender.id,
        content: message.content,
        messageType: message.attachments?.some((a) => a.kind === "file") ? "file" : "text",
        readBy: message.readBy,
        createdAt: message.at,
        updatedAt: message.at,
      })),
    );
  }
  const attachments = ordered.flatMap((message, i) =>
    (message.attachments ?? []).map((attachment) => ({
      businessId: party.businessId,
      messageId: ids[i],
      kind: attachment.kind,
      fileId: attachment.kind === "file" ? attachment.fileId : null,
      quoteId: attachment.kind === "quote_link" ? attachment.quoteId : null,
      invoiceId: attachment.kind === "invoice_link" ? attachment.invoiceId : null,
      createdAt: message.at,
    })),
  );
  if (attachments.length) await ctx.tx.insert(schema.messageAttachments).values(attachments);
  return conversation;
}
