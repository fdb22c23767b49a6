import { z } from "zod";
import { GENERIC_MESSAGES } from "@/lib/validation/generic";
import { isUuid } from "@/lib/foundation/is-uuid";
import { EMPTY_MESSAGE, MAX_ATTACHMENTS_PER_MESSAGE, MESSAGE_MAX_LENGTH, clientMessageIdSchema } from "../message-schema";

const ids = (message: string) =>
  z
    .array(z.string().refine(isUuid, { message }))
    .max(MAX_ATTACHMENTS_PER_MESSAGE, { error: `At most ${MAX_ATTACHMENTS_PER_MESSAGE} attachments per message` })
    .default([]);

/**
 * A reply from the inbox (spec §5 "Message"): text, or at least one attachment — files the
 * member uploaded, or links to the customer's own quotes and invoices.
 */
export const businessReplySchema = z
  .object({
    conversationId: z.string().refine(isUuid, { message: "Conversation not found" }),
    content: z
      .string({ error: GENERIC_MESSAGES.custom })
      .trim()
      .max(MESSAGE_MAX_LENGTH, { error: GENERIC_MESSAGES.maxLength(MESSAGE_MAX_LENGTH) })
      .default(""),
    fileIds: ids("Attachment not found"),
    quoteIds: ids("Quote not found"),
    invoiceIds: ids("Invoice not found"),
    /** The composer's id for this send, the same on every retry of it (issue 44 item 6). */
    clientMessageId: clientMessageIdSchema,
  })
  .refine((m) => m.content.length > 0 || m.fileIds.length + m.quoteIds.length + m.invoiceIds.length > 0, {
    message: EMPTY_MESSAGE,
    path: ["content"],
  });

export type BusinessReplyInput = z.input<typeof businessReplySchema>;
export type BusinessReply = z.output<typeof businessReplySchema>;

/** The conversation id comes from the path in the API, so its body is the rest. */
export const conversationIdSchema = z.object({ conversationId: z.string().refine(isUuid, { message: "Conversation not found" }) });
